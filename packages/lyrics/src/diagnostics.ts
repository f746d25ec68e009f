import type { Diagnostic, DiagnosticReason } from './types.ts';

/** Collects diagnostics for one field of an entry. */
export class DiagnosticSink {
  constructor(
    readonly list: Diagnostic[],
    public field: string,
  ) {}

  add(line: number, reason: DiagnosticReason, excerpt?: string): void {
    const d: Diagnostic = { field: this.field, line, reason };
    if (excerpt !== undefined) d.excerpt = excerpt.length > 80 ? excerpt.slice(0, 80) : excerpt;
    this.list.push(d);
  }
}
