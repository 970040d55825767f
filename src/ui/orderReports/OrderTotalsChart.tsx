// The totals' charts, drawn with uPlot (canvas). This module and its library load only when a
// totals report shows its chart (see OrderTotalsReportView), never with the shell.
import { useEffect, useRef } from 'react';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OrderTotalsChartProps, TotalsChartBar } from './orderReportTypes';

const HEIGHT = 240;
const DAY_COLOR = '#2563eb';
const PAYMENT_COLOR = '#d97706';

interface BarChartProps {
  bars: readonly TotalsChartBar[];
  title: string;
  color: string;
  formatMoney: (cents: number) => string;
  part: string;
}

/** The options of one bar chart: one bar per entry, its label under it, reais on the left. */
function barOptions({ bars, title, color, formatMoney }: BarChartProps, width: number): uPlot.Options {
  const bar = uPlot.paths.bars?.({ size: [0.7, 48], radius: 0.1 });
  const slanted = bars.some((entry) => entry.label.length * 7 > width / Math.max(bars.length, 1));
  return {
    width,
    height: HEIGHT,
    // Room on the right for the last slanted label, which runs past its bar.
    padding: [8, slanted ? 64 : 8, 0, 0],
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(bars.length, 1) - 0.5] },
      y: { range: (_self, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        space: 44,
        incrs: [1, 2, 3, 5, 7, 10, 15, 30],
        // Long labels (payment types) under narrow bars lean, rather than run into each other.
        rotate: slanted ? -35 : 0,
        size: slanted ? 80 : 40,
        values: (_self, splits) => splits.map((index) => bars[index]?.label ?? ''),
      },
      { size: 90, values: (_self, splits) => splits.map((value) => formatMoney(Math.round(value * 100))) },
    ],
    series: [{}, { label: title, fill: color, stroke: color, width: 0, paths: bar, points: { show: false } }],
  };
}

/** One bar chart, redrawn when its bars change and resized with its box. */
function BarChart({ bars, title, color, formatMoney, part }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    const data: uPlot.AlignedData = [bars.map((_, index) => index), bars.map((entry) => entry.total / 100)];
    const plot = new uPlot(barOptions({ bars, title, color, formatMoney, part }, width()), data, element);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [bars, title, color, formatMoney, part]);
  return (
    <Stack gap="1" minW="0">
      <Text textStyle="sm" fontWeight="semibold" aria-hidden>
        {title}
      </Text>
      {/* The numbers are in the tables below; the chart says what it is. */}
      <Box ref={box} role="img" aria-label={title} data-part={part} minW="0" overflow="hidden" />
    </Stack>
  );
}

/** The totals by day (bars, oldest first) and by payment type (bars, largest first). */
export function OrderTotalsChart({ days, paymentTypes, formatMoney, dayTitle, paymentTitle }: OrderTotalsChartProps) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" data-part="totals-chart">
      <Box gridColumn={{ lg: 'span 2' }} minW="0">
        <BarChart bars={days} title={dayTitle} color={DAY_COLOR} formatMoney={formatMoney} part="chart-by-day" />
      </Box>
      <BarChart bars={paymentTypes} title={paymentTitle} color={PAYMENT_COLOR} formatMoney={formatMoney} part="chart-by-payment" />
    </SimpleGrid>
  );
}

export default OrderTotalsChart;
