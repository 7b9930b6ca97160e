// The chart library, loaded on first use by EChart (echart.tsx): only the charts, components and
// renderer the console draws, so no page carries it before a chart shows and the shell never does.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

let installed = false;

/**
 * echarts' init after registering what the console draws. The registration sits in the function,
 * not at the module's top: the web package declares its modules free of side effects, so a bare
 * top-level `use(...)` beside a re-exported `init` is dropped from the build.
 */
export function initChart(...args: Parameters<typeof init>): ReturnType<typeof init> {
  if (!installed) {
    use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, SVGRenderer]);
    installed = true;
  }
  return init(...args);
}
