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
  it("comes from the median of the host's ratings around that run, whatever the run was recorded with", () => {
    const settings = { throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 } };

    const calibration = slowToTargetPhone(settings, [2135, 1169, 2653, 1178, 2410]);

    expect(calibration).toEqual({
      benchmarkIndex: 2135,
      readings: [2135, 1169, 2653, 1178, 2410],
      cpuSlowdownMultiplier: 5.69,
    });
    expect(settings.throttling).toEqual({ rttMs: 150, cpuSlowdownMultiplier: 5.69 });
  });

  it('gives two runs on a host whose speed changed in between the same phone', () => {
    const phoneOf = (readings: number[]) => {
      const { benchmarkIndex, cpuSlowdownMultiplier } = slowToTargetPhone({ throttling: {} }, readings);
      return Math.round(benchmarkIndex / cpuSlowdownMultiplier);
    };

    expect(phoneOf([2600, 2650, 2700])).toBe(phoneOf([1480, 1500, 1520]));
  });
});
