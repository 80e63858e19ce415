/**
 * The condition list a checklist was answered against (GET /api/condition-lists), read to name
 * the items "Was it fixed?" asks about: answers carry item ids only, and the lists' words are
 * the API's. Under the same key as the comment details' read of it, so a page that has both
 * reads it once.
 */
import { useQuery } from '@tanstack/react-query';
import { call, useDataClient, type ConditionAnswer } from 'shared';

/**
 * The state of a list's id ("nsw-2020-03": "nsw"); "general-…" names none, and is answered
 * the general list.
 */
function listState(listId: string): string {
  return listId.split('-')[0] ?? '';
}

/** "damp-mould" → "Damp mould": an item named by its category while its list is not read. */
function categoryName(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What names each answer's item: its list's label, or its category until the list is read. */
export function useItemLabels(
  listId: string,
  enabled: boolean,
): (answer: Pick<ConditionAnswer, 'item' | 'category'>) => string {
  const client = useDataClient();
  const state = listState(listId);
  const list = useQuery(
    {
      queryKey: ['condition-list', state],
      queryFn: ({ signal }) => call('conditionList', state ? { query: { state } } : {}, { signal }),
      // The lists change with a release of the API, never while a page is open.
      staleTime: Infinity,
      enabled,
    },
    client,
  );
  const labels = new Map(list.data?.items.map((item) => [item.id, item.label]));
  return (answer) => labels.get(answer.item) ?? categoryName(answer.category);
}
