/**
 * The `profile_link` the profile forms add to their posts (spec §3: "the current page address"):
 * the page's absolute address without its hash. Absolute because the server puts it in e-mails
 * (the friend's share mail, the staff's claim mail) where a path alone is no link; without the
 * hash because `#reviews` and the like are where the visitor scrolled, not the profile's address.
 */
export function profileLink(): string {
  return location.origin + location.pathname + location.search;
}
