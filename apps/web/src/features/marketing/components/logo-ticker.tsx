const LOGOS = [
  { file: 'northwind', name: 'Northwind' },
  { file: 'lumen', name: 'Lumen Labs' },
  { file: 'orbitly', name: 'Orbitly' },
  { file: 'paperkite', name: 'Paperkite' },
  { file: 'brightwave', name: 'Brightwave' },
];

const FADED_EDGES = {
  maskImage: 'linear-gradient(to right, transparent, black 15%, black 85%, transparent)',
};

export function LogoTicker() {
  return (
    <section aria-label="Teams that write with Quillpost" className="bg-white py-8">
      <div className="overflow-hidden" style={FADED_EDGES}>
        <ul className="flex w-max animate-marquee gap-16 pr-16">
          {[...LOGOS, ...LOGOS].map((logo, index) => (
            <li key={`${logo.file}-${index}`} aria-hidden={index >= LOGOS.length || undefined}>
              <img
                src={`/images/logos/${logo.file}.svg`}
                alt={index < LOGOS.length ? logo.name : ''}
                width={180}
                height={40}
                className="h-8 w-auto"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
