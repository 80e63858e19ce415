import type { MarkerCommentsPage } from 'shared/contract';
import type { useTestApp } from './test-app';
import { aroundNewtown } from './newtown';

/** 40 Enmore Road, Newtown: the building the grouped list's tests write about. */
export const ENMORE = { lat: -33.8993, lon: 151.1745 };
export const aroundEnmore = aroundNewtown(ENMORE);
/** About 600 m each way around the block: a view, read whole by position. */
export const ENMORE_VIEW = '151.1680,-33.9045,151.1810,-33.8940';

/** GET list?group=building with `query` (expected to answer 200): the page. */
export function groupedList(t: ReturnType<typeof useTestApp>) {
  return async (query: string): Promise<MarkerCommentsPage> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marker/marker-comments/list?group=building&${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as MarkerCommentsPage;
  };
}

/** A page's comment ids, in order. */
export const ids = (page: MarkerCommentsPage) => page.content.map((comment) => comment.id);
