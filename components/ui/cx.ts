/** Joins the class names that are set: cx('a', flag && 'b', undefined) → 'a b'. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
