/**
 * The quote form's field names as the rules know them. Elementor's form widget names its fields
 * `form_fields[client_type]`; a hand-written form uses `client_type`. Both read as `client_type`.
 */
export function fieldKey(name: string): string {
  return /^form_fields\[([^\]]+)\]$/.exec(name)?.[1] ?? name;
}
