// A gettext .po file compiled to the .mo WordPress loads (load_plugin_textdomain), so the repository keeps only the
// readable .po and no build machine needs Debian's gettext. Handles what the plugin's catalogue uses: msgctxt, msgid,
// msgstr, multi-line strings and C escapes; untranslated and fuzzy entries are left out, as msgfmt does.

/** @returns {{ context?: string, id: string, str: string }[]} */
export function parsePo(text) {
  const entries = [];
  let entry = {};
  let field = null;
  let fuzzy = false;
  const finish = () => {
    if (entry.id !== undefined && entry.str !== undefined && (entry.str !== '' || entry.id === '') && !fuzzy) entries.push(entry);
    entry = {};
    field = null;
    fuzzy = false;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#,') && line.includes('fuzzy')) fuzzy = true;
    if (line.startsWith('#')) continue;
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && entry.str !== undefined)) finish();
      field = { msgctxt: 'context', msgid: 'id', msgstr: 'str' }[keyword[1]];
      entry[field] = unquote(keyword[2]);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    } else {
      throw new Error(`unreadable .po line: ${raw}`);
    }
  }
  finish();
  return entries;
}

/** A quoted .po string: its escapes (\n, \t, \", \\) are JSON's. */
function unquote(quoted) {
  return JSON.parse(quoted);
}

/** The .mo bytes: little-endian, sorted originals, no hash table (WordPress's reader does not need one). */
export function compileMo(entries) {
  const pairs = entries
    .map(({ context, id, str }) => [Buffer.from(context === undefined ? id : `${context}\u0004${id}`, 'utf8'), Buffer.from(str, 'utf8')])
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = pairs.length;
  const headerSize = 28;
  const originalsAt = headerSize;
  const translationsAt = originalsAt + count * 8;
  let dataAt = translationsAt + count * 8;
  const head = Buffer.alloc(dataAt);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(originalsAt, 12);
  head.writeUInt32LE(translationsAt, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(dataAt, 24);
  const data = [];
  for (const [column, table] of [
    [0, originalsAt],
    [1, translationsAt],
  ]) {
    pairs.forEach((pair, i) => {
      const bytes = pair[column];
      head.writeUInt32LE(bytes.length, table + i * 8);
      head.writeUInt32LE(dataAt, table + i * 8 + 4);
      data.push(bytes, Buffer.from([0]));
      dataAt += bytes.length + 1;
    });
  }
  return Buffer.concat([head, ...data]);
}
