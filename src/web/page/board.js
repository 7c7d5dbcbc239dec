// The board as SVG: 9×9 cells of 100 units, digits, candidates, and a step drawn over them
// (pattern cells and houses, removed candidates, the placed digit, chains as arrows between
// candidates: solid for strong links, dashed for weak ones, one colour per branch).
'use strict';

const SVG_NS = 'http://www.w3.org/2000/svg';
const CELL = 100;

function svgElement(name, attributes, parent) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

function cellName(cell) { return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`; }

// "r5c2=5 → r5c9≠5 → r5c9=4", as `nonet explain` writes a chain.
function chainText(chain) {
  return chain.nodes.map((n) => `${cellName(n.cell)}${n.on ? '=' : '\u2260'}${n.digit}`).join(' \u2192 ');
}

// Where candidate `digit` of `cell` is drawn.
function candidateCentre(cell, digit) {
  const x = (cell % 9) * CELL + (((digit - 1) % 3) + 0.5) * (CELL / 3);
  const y = Math.floor(cell / 9) * CELL + (Math.floor((digit - 1) / 3) + 0.5) * (CELL / 3);
  return { x, y };
}

function houseCells(house) {
  const cells = [];
  for (let i = 0; i < 9; i += 1) {
    if (house < 9) cells.push(house * 9 + i);
    else if (house < 18) cells.push(i * 9 + (house - 9));
    else {
      const box = house - 18;
      cells.push((Math.floor(box / 3) * 3 + Math.floor(i / 3)) * 9 + (box % 3) * 3 + (i % 3));
    }
  }
  return cells;
}

class Board {
  constructor(svg, onCellClick) {
    this.svg = svg;
    this.onCellClick = onCellClick;
    svg.addEventListener('click', (event) => {
      const rect = svg.getBoundingClientRect();
      const scale = 908 / rect.width;
      const x = (event.clientX - rect.left) * scale - 4;
      const y = (event.clientY - rect.top) * scale - 4;
      if (x < 0 || y < 0 || x >= 900 || y >= 900) return;
      this.onCellClick(Math.floor(y / CELL) * 9 + Math.floor(x / CELL));
    });
  }

  // state: { given, values (81-character strings), candidates (81 masks, or null), selected,
  //          wrong (cells), step (an explained step to draw, or null), branch (the one chain
  //          of the step to draw; all when absent or -1) }
  render(state) {
    const svg = this.svg;
    svg.textContent = '';
    const defs = svgElement('defs', {}, svg);
    const cellsLayer = svgElement('g', { class: 'cells' }, svg);
    const step = state.step;
    const patternCells = new Set(step ? step.cells : []);
    const houseSet = new Set();
    if (step) for (const house of step.houses) for (const c of houseCells(house)) houseSet.add(c);
    const wrong = new Set(state.wrong || []);
    for (let cell = 0; cell < 81; cell += 1) {
      const x = (cell % 9) * CELL;
      const y = Math.floor(cell / 9) * CELL;
      let cls = 'cell';
      if (houseSet.has(cell)) cls += ' house';
      if (patternCells.has(cell)) cls += ' pattern';
      if (step && step.placedCell === cell) cls += ' placed-cell';
      if (state.selected === cell) cls += ' selected';
      if (wrong.has(cell)) cls += ' wrong';
      svgElement('rect', { x, y, width: CELL, height: CELL, class: cls,
                           'data-cell': cell }, cellsLayer);
    }
    const grid = svgElement('g', { class: 'grid-lines' }, svg);
    for (let i = 0; i <= 9; i += 1) {
      const cls = i % 3 === 0 ? 'thick' : 'thin';
      svgElement('line', { x1: i * CELL, y1: 0, x2: i * CELL, y2: 900, class: cls }, grid);
      svgElement('line', { x1: 0, y1: i * CELL, x2: 900, y2: i * CELL, class: cls }, grid);
    }
    const digits = svgElement('g', { class: 'digits' }, svg);
    const chainNodes = new Map();  // "cell:digit" -> 'on' | 'off'
    const shown = (chain, index) => state.branch === undefined || state.branch < 0 || state.branch === index;
    if (step) {
      for (const chain of step.chains.filter(shown)) {
        for (const node of chain.nodes) {
          const key = `${node.cell}:${node.digit}`;
          if (!chainNodes.has(key)) chainNodes.set(key, node.on ? 'on' : 'off');
        }
      }
    }
    for (let cell = 0; cell < 81; cell += 1) {
      const value = state.values[cell];
      const x = (cell % 9) * CELL + CELL / 2;
      const y = Math.floor(cell / 9) * CELL + CELL / 2;
      if (value !== '.' && value !== '0') {
        const given = state.given && state.given[cell] === value;
        const text = svgElement('text', { x, y, class: given ? 'value given' : 'value entered' },
                                digits);
        text.textContent = value;
        continue;
      }
      const mask = state.candidates ? state.candidates[cell] : 0;
      const removed = step ? step.eliminated[cell] : 0;
      for (let d = 1; d <= 9; d += 1) {
        if (!(mask & (1 << (d - 1)))) continue;
        const { x: cx, y: cy } = candidateCentre(cell, d);
        let cls = 'candidate';
        if (removed & (1 << (d - 1))) cls += ' removed';
        if (step && step.placedCell === cell && step.placedDigit === d) cls += ' placed';
        const node = chainNodes.get(`${cell}:${d}`);
        if (node) {
          svgElement('circle', { cx, cy: cy, r: 14, class: `node ${node}` }, digits);
        } else if (step && (step.digits & (1 << (d - 1))) && patternCells.has(cell)) {
          cls += ' pattern-digit';
        }
        const text = svgElement('text', { x: cx, y: cy, class: cls }, digits);
        text.textContent = d;
      }
    }
    if (step && step.placedCell >= 0 && state.values[step.placedCell] === '.' &&
        !(state.candidates && state.candidates[step.placedCell])) {
      const cell = step.placedCell;
      const text = svgElement('text', { x: (cell % 9) * CELL + 50, y: Math.floor(cell / 9) * CELL + 50,
                                        class: 'value placed' }, digits);
      text.textContent = step.placedDigit;
    }
    if (step) this.drawChains(step, svg, defs, shown);
  }

  drawChains(step, svg, defs, shown) {
    const layer = svgElement('g', { class: 'chains' }, svg);
    step.chains.forEach((chain, branch) => {
      if (!shown(chain, branch)) return;
      const colour = `branch-${branch % 6}`;
      const marker = `arrow-${branch % 6}`;
      if (!defs.querySelector(`#${marker}`)) {
        const m = svgElement('marker', { id: marker, viewBox: '0 0 10 10', refX: 9, refY: 5,
                                         markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse',
                                         class: colour }, defs);
        svgElement('path', { d: 'M0,0 L10,5 L0,10 z' }, m);
      }
      const nodes = chain.nodes.slice();
      if (chain.cycle && nodes.length > 1) nodes.push(nodes[0]);
      for (let i = 1; i < nodes.length; i += 1) {
        const from = nodes[i - 1];
        const to = nodes[i];
        if (from.cell === to.cell && from.digit === to.digit) continue;
        // Into a candidate made true: a strong link; into one removed: a weak link.
        const strong = to.on;
        const a = candidateCentre(from.cell, from.digit);
        const b = candidateCentre(to.cell, to.digit);
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const length = Math.hypot(dx, dy) || 1;
        const ux = dx / length;
        const uy = dy / length;
        const start = { x: a.x + ux * 15, y: a.y + uy * 15 };
        const end = { x: b.x - ux * 15, y: b.y - uy * 15 };
        // A slight bend keeps arrows off the candidates they pass and apart when they cross.
        const bend = Math.min(40, length * 0.15);
        const control = { x: (start.x + end.x) / 2 - uy * bend, y: (start.y + end.y) / 2 + ux * bend };
        svgElement('path', {
          d: `M${start.x},${start.y} Q${control.x},${control.y} ${end.x},${end.y}`,
          class: `link ${strong ? 'strong' : 'weak'} ${colour}`,
          'marker-end': `url(#${marker})`,
          'data-branch': branch,
        }, layer);
      }
    });
  }
}
