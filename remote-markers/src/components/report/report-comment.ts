/** Reporting a comment: POST /api/marker/marker-comments/{id}/reports (signed in, once). */
import { api, pathUnderApi, ROUTES, type ReportPayload } from 'shared';

export function reportPath(id: string): string {
  return pathUnderApi(ROUTES.reportMarkerComment).replace(':id', encodeURIComponent(id));
}

/** Resolves when the report is kept; fails with the API's ApiError (409 ALREADY_REPORTED, 429…). */
export async function reportComment(id: string, report: ReportPayload): Promise<void> {
  await api.post<{ reported: true }>(reportPath(id), report);
}
