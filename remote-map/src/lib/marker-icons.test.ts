import { abbreviateCount, clusterIcon, clusterSize, CLUSTER_MIN_SIZE } from './marker-icons';

describe('cluster icons', () => {
  it('abbreviate the count to at most four characters, never rounding up', () => {
    expect(abbreviateCount(2)).toBe('2');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1234)).toBe('1.2k');
    expect(abbreviateCount(1299)).toBe('1.2k');
    expect(abbreviateCount(9999)).toBe('9.9k');
    expect(abbreviateCount(12_345)).toBe('12k');
    expect(abbreviateCount(280_000)).toBe('280k');
    expect(abbreviateCount(999_999)).toBe('999k');
    expect(abbreviateCount(1_250_000)).toBe('1.2M');
    expect(abbreviateCount(12_000_000)).toBe('12M');
  });

  it('are never smaller than 40 px and grow a little with the count', () => {
    expect(CLUSTER_MIN_SIZE).toBe(40);
    const sizes = [1, 2, 10, 100, 1000, 100_000, 1_000_000].map(clusterSize);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(40);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(clusterSize(2)).toBeLessThan(44);
    expect(clusterSize(1_000_000)).toBeLessThanOrEqual(80);
    expect(clusterSize(1_000_000)).toBeGreaterThan(clusterSize(100));
  });

  it('draw the abbreviated count, hidden from assistive technology, in a circle of that size', () => {
    const icon = clusterIcon(12_345);
    const size = clusterSize(12_345);
    expect(icon.options).toMatchObject({
      className: 'rm-cluster',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    const html = document.createElement('div');
    html.innerHTML = String(icon.options.html);
    const count = html.querySelector('.rm-cluster__count');
    expect(count).toHaveTextContent('12k');
    expect(count).toHaveAttribute('aria-hidden', 'true');
    // One icon per count: a cluster drawn again keeps its icon.
    expect(clusterIcon(12_345)).toBe(icon);
  });
});
