import { gridItems } from './grid-layout';

const describeItems = (items: ReturnType<typeof gridItems<string>>) =>
  items.map((item) => (item.type === 'result' ? item.result : `block${item.slot + 1}`));

describe('gridItems', () => {
  const results = Array.from({ length: 12 }, (_, index) => `r${index + 1}`);

  it('puts the first inline block after result 3 and the second after result 9', () => {
    expect(describeItems(gridItems(results))).toEqual([
      'r1',
      'r2',
      'r3',
      'block1',
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
      'block2',
      'r10',
      'r11',
      'r12',
    ]);
  });

  it('keeps each result index', () => {
    const items = gridItems(results);
    expect(items[4]).toEqual({ type: 'result', result: 'r4', index: 3 });
  });

  it('shows a block only once its results are there', () => {
    expect(describeItems(gridItems(['r1', 'r2']))).toEqual(['r1', 'r2']);
    expect(describeItems(gridItems(['r1', 'r2', 'r3']))).toEqual(['r1', 'r2', 'r3', 'block1']);
    expect(describeItems(gridItems(results.slice(0, 9)))).toEqual([
      'r1',
      'r2',
      'r3',
      'block1',
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
      'block2',
    ]);
  });

  it('shows no block when there is none to show (care mode)', () => {
    expect(describeItems(gridItems(results, 0))).toEqual(results);
    expect(describeItems(gridItems(results, 1)).filter((item) => item.startsWith('block'))).toEqual(['block1']);
  });
});
