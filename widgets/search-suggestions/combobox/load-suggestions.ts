import { getPageConfig } from '../../../shared/config/page-config.ts';
import { getText } from '../../../shared/http/request.ts';
import { parseSuggestions, type SuggestionItem } from './suggestion-items.ts';

/** The suggestions URL for `term`: the configured endpoint with `term` added (the jQuery UI convention). */
export function suggestionsUrl(term: string, endpoint = getPageConfig().endpoints.searchSuggestions): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${new URLSearchParams({ term })}`;
}

/** `GET {endpoints.searchSuggestions}?term=TERM`, parsed; failures are RequestErrors. */
export async function loadSuggestions(term: string, signal: AbortSignal): Promise<SuggestionItem[]> {
  return parseSuggestions(await getText(suggestionsUrl(term), { signal }));
}
