/** What every page component receives: the route's decoded parameters. */
export interface PageProps {
  readonly params: Readonly<Record<string, string>>;
}
