// The engine runs in a Web Worker, so the page never waits on it. The worker is started from
// a Blob holding the engine (engine-source.js) and workerMain below: that works from file://
// too, where a page may not start a worker from a file. Cancelling ends the worker and starts
// a fresh one.
'use strict';

// Runs inside the worker: { id, op, args } in, { id, result } or { id, progress } out.
function workerMain() {
  const ready = createNonetEngine();
  const ops = {
    call(engine, { name, args }) { return engine[name](...args); },
    // `nonet rate`'s CSV rows for the record lines of a batch (line numbers as in the text),
    // with a progress message every few rows. Delimited text is read as the CLI reads a file:
    // the layout from the first two record lines, the header skipped, each row's puzzle field.
    rateBatch(engine, { lines, maxSeconds, quick, seVersion }, progress) {
      const isRecord = (l) => l.trim() !== '' && !l.trim().startsWith('#');
      const records = [];
      lines.forEach((line, i) => { if (isRecord(line)) records.push([line.replace(/\r$/, ''), i + 1]); });
      const layout = engine.detectTable(records.length ? records[0][0] : '',
                                        records.length > 1 ? records[1][0] : '');
      if (!layout.ok) throw new Error(layout.error);
      if (layout.table && layout.header) records.shift();
      const rows = [];
      records.forEach(([line, number], done) => {
        if (!layout.table) {
          rows.push(engine.rateCsvRow(line, number, maxSeconds, quick, seVersion));
        } else {
          const field = engine.tableField(line, layout.delimiter, layout.column, layout.columnName);
          rows.push(field.ok ? engine.rateCsvRow(field.field, number, maxSeconds, quick, seVersion)
                             : engine.invalidCsvRow(line, number, field.error));
        }
        if ((done + 1) % 10 === 0 || done + 1 === records.length) {
          progress({ done: done + 1, total: records.length });
        }
      });
      return { versionLine: engine.rateCsvVersionLine(seVersion), header: engine.rateCsvHeader(), rows };
    },
    // Puzzles solved per second over `text`, timed here in the worker.
    speed(engine, { text, rounds }) {
      let best = Infinity;
      let result = null;
      for (let r = 0; r < rounds; r += 1) {
        const start = performance.now();
        result = engine.solveLines(text, false);
        best = Math.min(best, performance.now() - start);
      }
      return { puzzles: result.puzzles, solved: result.solved, ms: best,
               perSecond: result.puzzles / (best / 1000) };
    },
  };
  self.onmessage = (event) => {
    const { id, op, args } = event.data;
    ready.then((engine) => {
      try {
        const result = ops[op](engine, args, (p) => self.postMessage({ id, progress: p }));
        self.postMessage({ id, result });
      } catch (error) {
        self.postMessage({ id, error: String(error && error.message || error) });
      }
    });
  };
}

class EngineWorker {
  constructor() {
    const source = `${NONET_ENGINE_SOURCE}\n(${workerMain.toString()})();\n`;
    this.url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    this.pending = new Map();
    this.nextId = 1;
    this.start();
  }

  start() {
    this.worker = new Worker(this.url);
    this.worker.onmessage = (event) => {
      const { id, result, progress, error } = event.data;
      const request = this.pending.get(id);
      if (!request) return;
      if (progress !== undefined) {
        if (request.onProgress) request.onProgress(progress);
        return;
      }
      this.pending.delete(id);
      if (error !== undefined) request.reject(new Error(error));
      else request.resolve(result);
    };
  }

  get busy() { return this.pending.size > 0; }

  run(op, args, onProgress) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, op, args });
    });
  }

  // engine.NAME(...args) in the worker.
  call(name, ...args) { return this.run('call', { name, args }); }

  // Ends whatever runs: its promises reject with "cancelled".
  cancel() {
    this.worker.terminate();
    for (const request of this.pending.values()) request.reject(new Error('cancelled'));
    this.pending.clear();
    this.start();
  }
}
