export function parsePo(text: string): { context?: string; id: string; str: string }[];
export function compileMo(entries: { context?: string; id: string; str: string }[]): Buffer;
