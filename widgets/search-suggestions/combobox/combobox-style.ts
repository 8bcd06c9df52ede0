import { adoptStyleSheet } from '../../../shared/styles/adopt-style-sheet.ts';

/** The id of the one stylesheet of the search suggestions (see adoptStyleSheet). */
export const COMBOBOX_STYLE_ID = 'widgets-search-suggestions-style';

/** The class the root carries while the combobox runs: the popup is placed against it. */
export const COMBOBOX_ROOT_CLASS = 'search-suggestions-ready';

// Colours keep a 4.5:1 contrast (axe): #6c757d and #495057 on white, white on #0056b3; dark mode
// (body.dark-mode, issue 3) inverts them.
const COMBOBOX_CSS = `.${COMBOBOX_ROOT_CLASS}{position:relative}
.search-suggestions-status{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.search-suggestions-popup{position:absolute;top:100%;left:0;z-index:1030;min-width:100%;width:max-content;max-width:min(28rem,calc(100vw - 1rem));max-height:min(70vh,32rem);overflow-y:auto;margin-top:2px;padding:.25rem 0;background:#fff;color:#212529;border:1px solid rgba(0,0,0,.2);border-radius:.25rem;box-shadow:0 .5rem 1rem rgba(0,0,0,.15);text-align:left}
.search-suggestions-popup[hidden],.search-suggestions-listbox[hidden]{display:none}
.search-suggestions-listbox ul{list-style:none;margin:0;padding:0}
.search-suggestions-category{padding:.375rem .75rem .125rem;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#495057}
.search-suggestion{display:flex;align-items:center;gap:.625rem;padding:.375rem .75rem;cursor:pointer}
.search-suggestion.is-active{background:#0056b3;color:#fff}
.search-suggestion-thumb{flex:none;width:40px;height:40px;object-fit:cover;border-radius:.25rem;background:#e9ecef}
.search-suggestion-text{display:flex;flex-direction:column;min-width:0}
.search-suggestion-label{font-weight:600;overflow-wrap:anywhere}
.search-suggestion-info,.search-suggestion-details{font-size:.8125rem;color:#6c757d}
.search-suggestion.is-active .search-suggestion-info,.search-suggestion.is-active .search-suggestion-details{color:inherit}
.search-suggestions-empty,.search-suggestions-failed{margin:0;padding:.375rem .75rem;color:#6c757d}
.dark-mode .search-suggestions-popup{background:#212529;color:#f8f9fa;border-color:rgba(255,255,255,.25)}
.dark-mode .search-suggestions-category,.dark-mode .search-suggestion-info,.dark-mode .search-suggestion-details,.dark-mode .search-suggestions-empty,.dark-mode .search-suggestions-failed{color:#ced4da}
.dark-mode .search-suggestion.is-active{background:#4d9fff;color:#000}`;

/** Adds the combobox CSS to the page once. */
export function injectComboboxStyle(): void {
  adoptStyleSheet(COMBOBOX_STYLE_ID, COMBOBOX_CSS);
}
