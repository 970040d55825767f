/** What the route table gives a page: the parameters of its pattern (`:id` → `params.id`). */
export interface PageProps {
  params: Readonly<Record<string, string>>;
}
