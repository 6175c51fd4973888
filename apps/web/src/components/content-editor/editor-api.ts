import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { pathTo } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

type EditorApiOptions = {
  /** The cache key of the guide's list. */
  queryKey: string;
  /** GET: every item of the guide, hidden ones too. */
  list: string;
  /** POST: a new item. Without it, every item is saved by its key (PUT). */
  create?: string;
  /** PUT: a change to one item; its one path parameter is the item's key. */
  item: string;
  /** POST: takes an item out of use (kept) / puts it back. */
  hide: string;
  restore: string;
  /** Other lists that show these items and reload after a change. */
  alsoReloads?: QueryKey[];
};

type SaveInput<Body> = { key?: string; body: Body };
export type HiddenInput = { key: string; hidden: boolean };

/** The template's path with its one parameter (`:id`, `:moment`) filled in. */
function withKey(template: string, key: string): string {
  const name = /:(\w+)/.exec(template)?.[1] ?? 'id';
  return pathTo(template, { [name]: key });
}

/**
 * The calls of one kind of guide content, made from its paths and contract types: the list
 * (hidden items too), a save (POST new, PUT by key), hide and restore. A change reloads the list
 * and every other list that shows these items.
 */
export function makeEditorApi<Item, Body>(options: EditorApiOptions) {
  const listQueryOptions = queryOptions({
    queryKey: [options.queryKey],
    queryFn: ({ signal }) => api.get<Item[]>(options.list, { signal }),
  });
  const reloaded = [listQueryOptions.queryKey, ...(options.alsoReloads ?? [])];

  function save({ key, body }: SaveInput<Body>): Promise<Item> {
    if (key !== undefined) return api.put<Item>(withKey(options.item, key), body);
    if (!options.create) throw new Error(`${options.queryKey}: an item is saved by its key`);
    return api.post<Item>(options.create, body);
  }

  function setHidden({ key, hidden }: HiddenInput): Promise<Item> {
    return api.post<Item>(withKey(hidden ? options.hide : options.restore, key));
  }

  function useReloadingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: async () => {
        await Promise.all(reloaded.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
  }

  return {
    listQueryOptions,
    useList: () => useQuery(listQueryOptions),
    useSave: () => useReloadingMutation(save),
    useSetHidden: () => useReloadingMutation(setHidden),
    /** Any other call that changes the items (an import). */
    useReloadingMutation,
  };
}
