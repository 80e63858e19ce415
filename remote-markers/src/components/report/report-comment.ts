/** Reporting a comment: POST /api/marker/marker-comments/{id}/reports (signed in, once). */
import { call, type ReportPayload } from 'shared';

/** Resolves when the report is kept; fails with the API's ApiError (409 ALREADY_REPORTED, 429…). */
export async function reportComment(id: string, report: ReportPayload): Promise<void> {
  await call('reportMarkerComment', { params: { id }, body: report });
}
