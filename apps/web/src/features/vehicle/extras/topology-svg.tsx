import type { TTopologyNode } from '@diagops/contracts';

type Props = { nodes: TTopologyNode[]; names?: Map<string, string> };

const BOX_W = 120;
const BOX_H = 36;
const GAP = 16;
const LANE = 96;
const LEFT = 90;

/** A model's network as plain SVG: one horizontal line per bus, its modules as boxes hanging from it. */
export function TopologySvg({ nodes, names }: Props) {
  const buses = [...new Set(nodes.map((n) => n.bus))];
  const perBus = buses.map((b) => nodes.filter((n) => n.bus === b));
  const widest = Math.max(1, ...perBus.map((l) => l.length));
  const width = LEFT + widest * (BOX_W + GAP) + GAP;
  const height = Math.max(1, buses.length) * LANE + 8;
  return (
    <svg
      role="img"
      aria-label="topology"
      data-testid="topology-svg"
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxWidth: width, height: 'auto', background: '#fafafa', border: '1px solid #f0f0f0' }}
    >
      {perBus.map((list, i) => {
        const y = i * LANE + 20;
        return (
          <g key={buses[i]}>
            <text x={8} y={y + 4} fontSize={13} fontWeight={600} fill="#1677ff">
              {buses[i]}
            </text>
            <line x1={LEFT - 8} y1={y} x2={width - GAP / 2} y2={y} stroke="#1677ff" strokeWidth={3} />
            {list.map((n, j) => {
              const x = LEFT + j * (BOX_W + GAP);
              return (
                <g key={n.module}>
                  <line x1={x + BOX_W / 2} y1={y} x2={x + BOX_W / 2} y2={y + 24} stroke="#8c8c8c" />
                  <rect x={x} y={y + 24} width={BOX_W} height={BOX_H} rx={6} fill="#fff" stroke="#595959" />
                  <text x={x + BOX_W / 2} y={y + 24 + 15} fontSize={12} textAnchor="middle" fontWeight={600}>
                    {n.module}
                  </text>
                  <text x={x + BOX_W / 2} y={y + 24 + 29} fontSize={10} textAnchor="middle" fill="#595959">
                    {(names?.get(n.module) ?? '').slice(0, 18)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
