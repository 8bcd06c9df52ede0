/** One problem the template checker found, where it is. */
export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** `error`: the widget will not work as written; `warning`: it works, but probably not as meant. */
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

/** `file:line:col: severity: message`, as compilers print it (editors and CI annotate from it). */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column}: ${finding.severity}: ${finding.message}`;
}
