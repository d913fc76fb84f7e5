import { MIN_CPU_SLOWDOWN, TARGET_PHONE_BENCHMARK_INDEX, cpuSlowdownFor, slowToTargetPhone } from './cpu-calibration';

describe('the CPU slowdown that emulates the target phone', () => {
  it('is the host benchmark index over the phone index, to the hundredth', () => {
    expect(cpuSlowdownFor(1640)).toBe(4.37);
    expect(cpuSlowdownFor(TARGET_PHONE_BENCHMARK_INDEX * 2)).toBe(2);
  });

  it('gives a faster host a larger slowdown, so both emulate the same phone', () => {
    expect(cpuSlowdownFor(3000)).toBeGreaterThan(cpuSlowdownFor(1500));
    expect((3000 / cpuSlowdownFor(3000)).toFixed(0)).toBe((1500 / cpuSlowdownFor(1500)).toFixed(0));
  });

  it('never speeds up a host slower than the phone', () => {
    expect(cpuSlowdownFor(200)).toBe(MIN_CPU_SLOWDOWN);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p as an index', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow(/not a benchmark index/);
  });
});

describe("a Lighthouse run's own slowdown", () => {
  it("comes from the host's index taken for that run, whatever the run was recorded with", () => {
    const settings = { throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 } };

    expect(slowToTargetPhone(settings, 2653)).toBe(7.07);
    expect(settings.throttling).toEqual({ rttMs: 150, cpuSlowdownMultiplier: 7.07 });
  });

  it('gives two runs on a host whose speed changed in between the same phone', () => {
    const fast = { throttling: {} };
    const slow = { throttling: {} };
    const phoneOf = (index: number, settings: { throttling: { cpuSlowdownMultiplier?: number } }) =>
      Math.round(index / slowToTargetPhone(settings, index));

    expect(phoneOf(2653, fast)).toBe(phoneOf(1491, slow));
  });
});
