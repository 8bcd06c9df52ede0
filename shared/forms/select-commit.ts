/** Keys with which a closed `<select>` changes its value in place, one option per press. */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Calls `commit` when the visitor has chosen an option of `select`, for choices that reload the
 * page. A closed select changes its value on every arrow key press (Windows, Linux); acting on
 * each would keep keyboard users from ever reaching the second option (WCAG 3.2.2), so a value
 * stepped to with the keyboard is committed on Enter or when the select loses focus. A choice
 * made with the pointer or in the open list commits at once. Returns the function that stops it.
 */
export function watchSelectCommit(select: HTMLSelectElement, commit: () => void): () => void {
  let stepping = false;
  let pending = false;
  const apply = () => {
    pending = false;
    commit();
  };
  const onChange = () => {
    if (stepping) pending = true;
    else apply();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && pending) apply();
    stepping = STEPPING_KEYS.has(event.key);
  };
  const onKeyUp = () => {
    stepping = false;
  };
  const onBlur = () => {
    if (pending) apply();
  };
  select.addEventListener('change', onChange);
  select.addEventListener('keydown', onKeyDown);
  select.addEventListener('keyup', onKeyUp);
  select.addEventListener('blur', onBlur);
  return () => {
    select.removeEventListener('change', onChange);
    select.removeEventListener('keydown', onKeyDown);
    select.removeEventListener('keyup', onKeyUp);
    select.removeEventListener('blur', onBlur);
  };
}
