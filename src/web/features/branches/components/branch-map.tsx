import { useId } from 'react';
import type { Branch } from '#shared/schemas/branch.ts';
import { distanceMiles } from '../distance.ts';

const WIDTH = 600;
const HEIGHT = 300;
const PAD = 60;
const SCALE_MILES = 10;

/**
 * The branches placed by their coordinates on a plain background: a drawing of where they are
 * relative to each other, made here because the site loads nothing from other servers.
 */
export function BranchMap({ branches }: { branches: Branch[] }) {
  const titleId = useId();
  if (branches.length === 0) return null;

  // An equirectangular projection, squeezed by cos(latitude) so that distances look right at
  // this scale (tens of miles).
  const lats = branches.map((b) => b.latitude);
  const lons = branches.map((b) => b.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const spanX = Math.max((Math.max(...lons) - Math.min(...lons)) * squeeze, 0.01);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), 0.01);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const x = (lon: number) => PAD + (lon - Math.min(...lons)) * squeeze * scale;
  const y = (lat: number) => HEIGHT - PAD - (lat - Math.min(...lats)) * scale;

  const oneDegreeEast = distanceMiles(
    { latitude: midLat, longitude: 0 },
    { latitude: midLat, longitude: 1 },
  );
  const scaleBar = (SCALE_MILES / oneDegreeEast) * squeeze * scale;

  return (
    <figure className="overflow-hidden rounded-lg bg-sky-50 ring-1 ring-slate-200">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="block h-auto w-full"
      >
        <title id={titleId}>
          {`Map of our branches: ${branches.map((b) => b.name).join(', ')}`}
        </title>
        <rect width={WIDTH} height={HEIGHT} className="fill-emerald-50" />
        {/* Labels alternate above and below from west to east, so neighbours never overlap. */}
        {[...branches]
          .sort((a, b) => a.longitude - b.longitude)
          .map((branch, index) => (
            <g
              key={branch.key}
              transform={`translate(${x(branch.longitude)} ${y(branch.latitude)})`}
            >
              <circle r="9" className="fill-brand-700 stroke-white" strokeWidth="3" />
              <text
                y={index % 2 === 0 ? -16 : 30}
                textAnchor="middle"
                className="fill-slate-900 text-[15px] font-semibold"
              >
                {branch.name}
              </text>
            </g>
          ))}
        <g transform="translate(20 30)">
          <line x2={scaleBar} className="stroke-slate-700" strokeWidth="3" />
          <text x={scaleBar + 8} y="5" className="fill-slate-700 text-[13px]">
            {SCALE_MILES} miles
          </text>
        </g>
        <text x={WIDTH - 20} y="30" textAnchor="end" className="fill-slate-700 text-[13px]">
          N ↑
        </text>
      </svg>
      <figcaption className="px-4 py-2 text-sm text-slate-600">
        Where our branches are, relative to each other. Each branch's address is on this page.
      </figcaption>
    </figure>
  );
}
