// The batch box: puzzle lines rated in a worker of their own (the board stays usable), with
// a progress bar, a table and the CSV of `nonet rate` to download.
'use strict';

// The fields of one CSV row (double quotes around a field that holds a comma).
function csvFields(row) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (const c of row.replace(/\n$/, '')) {
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) { fields.push(field); field = ''; }
    else field += c;
  }
  fields.push(field);
  return fields;
}

const TABLE_COLUMNS = ['line', 'puzzle', 'status', 'se_rating', 'se_first_placement',
                       'se_first_step', 'qqwing_class', 'hardest_technique', 'error'];
const TABLE_ROWS_SHOWN = 500;

class BatchBox {
  constructor(elements) {
    this.e = elements;
    this.worker = null;
    this.csvUrl = null;
    elements.run.addEventListener('click', () => this.run());
    elements.cancel.addEventListener('click', () => this.cancel());
    elements.file.addEventListener('change', async () => {
      const file = elements.file.files[0];
      if (file) elements.input.value = await file.text();
    });
  }

  async run() {
    const e = this.e;
    const lines = e.input.value.split('\n');
    if (!this.worker) this.worker = new EngineWorker();
    e.run.disabled = true;
    e.cancel.hidden = false;
    e.csv.hidden = true;
    e.progress.hidden = false;
    e.progress.value = 0;
    e.status.textContent = 'rating…';
    e.table.textContent = '';
    const started = performance.now();
    try {
      const result = await this.worker.run(
        'rateBatch', { lines, maxSeconds: Number(e.budget.value) || 60, quick: e.quick.checked,
                       seVersion: e.seVersion.value },
        ({ done, total }) => {
          e.progress.max = total;
          e.progress.value = done;
          e.status.textContent = `${done} / ${total}`;
        });
      const seconds = (performance.now() - started) / 1000;
      this.show(result, seconds);
    } catch (error) {
      e.status.textContent = error.message === 'cancelled' ? 'cancelled' : `error: ${error.message}`;
    } finally {
      e.run.disabled = false;
      e.cancel.hidden = true;
    }
  }

  cancel() { if (this.worker) this.worker.cancel(); }

  show({ versionLine, header, rows }, seconds) {
    const e = this.e;
    const names = csvFields(header);
    const picks = TABLE_COLUMNS.map((name) => names.indexOf(name));
    const table = document.createElement('table');
    const head = table.createTHead().insertRow();
    for (const name of TABLE_COLUMNS) {
      const th = document.createElement('th');
      th.textContent = name;
      head.appendChild(th);
    }
    const body = table.createTBody();
    for (const row of rows.slice(0, TABLE_ROWS_SHOWN)) {
      const fields = csvFields(row);
      const tr = body.insertRow();
      for (const i of picks) tr.insertCell().textContent = fields[i] || '';
    }
    e.table.textContent = '';
    e.table.appendChild(table);
    if (this.csvUrl) URL.revokeObjectURL(this.csvUrl);
    this.csvUrl = URL.createObjectURL(new Blob([versionLine, header, ...rows], { type: 'text/csv' }));
    e.csv.href = this.csvUrl;
    e.csv.hidden = false;
    const shown = rows.length > TABLE_ROWS_SHOWN ? ` (the first ${TABLE_ROWS_SHOWN} shown)` : '';
    e.status.textContent = `${rows.length} puzzles rated in ${seconds.toFixed(1)} s${shown}`;
    e.progress.hidden = true;
  }
}
