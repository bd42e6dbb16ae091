import type { ContentTextPost } from "./types.ts";

export const EARLIER_POSTS: ContentTextPost[] = [
  {
    slug: "saunaremontti",
    slugEn: "sauna-renovation",
    daysAgo: 30,
    fi: {
      title: "Saunan remontti alkaa",
      excerpt:
        "Talosaunan kiuas, lauteet ja pesuhuone uusitaan. Saunavuorot ovat tauolla noin kolme viikkoa.",
      html: `<p>Talosaunan kiuas, lauteet ja pesuhuoneen laatoitus uusitaan. Remontti kestää noin kolme viikkoa.</p>
<h2>Mitä remontti tarkoittaa sinulle?</h2>
<ul>
<li>Saunavuorot ovat tauolla remontin ajan. Vakiovuoroista ei laskuteta tauon ajalta.</li>
<li>Vakiovuorosi jatkuu remontin jälkeen ennallaan, eikä sitä tarvitse varata uudelleen.</li>
<li>Työt tehdään arkisin klo 8–16. Kellarissa voi kuulua melua ja näkyä pölyä.</li>
</ul>
<p>Uusi kiuas lämpenee nopeammin ja kuluttaa vähemmän sähköä. Kerromme <a href="/taloni/tiedotteet">tiedotteella</a>, kun sauna on taas käytössä.</p>`,
    },
    en: {
      title: "Sauna renovation begins",
      excerpt:
        "The sauna's stove, benches and washroom are renewed. Sauna turns pause for about three weeks.",
      html: `<p>The building sauna's stove, benches and washroom tiles are being renewed. The work takes about three weeks.</p>
<h2>What does it mean for you?</h2>
<ul>
<li>Sauna turns are paused during the renovation. Regular turns are not billed for the pause.</li>
<li>Your regular turn continues as before after the renovation, and you need not book it again.</li>
<li>Work is done on weekdays 8–16. There may be noise and dust in the basement.</li>
</ul>
<p>The new stove heats up faster and uses less electricity. We will post a <a href="/taloni/tiedotteet">notice</a> when the sauna is open again.</p>`,
    },
  },
  {
    slug: "uusi-kierratyspiste",
    slugEn: "new-recycling-point",
    daysAgo: 37,
    fi: {
      title: "Pihalle uusi kierrätyspiste",
      excerpt:
        "Jätekatokseen tuli astiat muoville, lasille ja metallille. Lajittelu on nyt entistä helpompaa.",
      html: `<p>Jätekatokseen on tuotu uudet astiat muovipakkauksille, lasille ja metallille. Nyt voit lajitella kaikki tavallisimmat jätteet kotipihalla.</p>
<ul>
<li><strong>Biojäte</strong>, <strong>kartonki</strong> ja <strong>paperi</strong> omiin astioihinsa kuten ennenkin.</li>
<li><strong>Muovi</strong>: tyhjät ja kevyesti huuhdellut muovipakkaukset.</li>
<li><strong>Lasi</strong>: lasipurkit ja -pullot ilman kansia.</li>
<li><strong>Metalli</strong>: säilyketölkit, kannet ja alumiinivuoat.</li>
</ul>
<p>Vaarallinen jäte, kuten maalit, paristot ja lääkkeet, ei kuulu jätekatokseen. Katso tarkemmat ohjeet sivulta <a href="/taloni/ohjeet-dokumentit">Ohjeet ja dokumentit</a>.</p>
<p>Kun sekajätettä syntyy vähemmän, jätehuollon kulut pienenevät. Se näkyy myös vuokrissa.</p>`,
    },
    en: {
      title: "A new recycling point in the yard",
      excerpt: "The waste shelter now has bins for plastic, glass and metal. Sorting is easier than ever.",
      html: `<p>New bins for plastic packaging, glass and metal have been added to the waste shelter. You can now sort all the most common waste in your own yard.</p>
<ul>
<li><strong>Biowaste</strong>, <strong>cardboard</strong> and <strong>paper</strong> go to their own bins as before.</li>
<li><strong>Plastic</strong>: empty, lightly rinsed plastic packaging.</li>
<li><strong>Glass</strong>: glass jars and bottles without lids.</li>
<li><strong>Metal</strong>: tins, lids and aluminium trays.</li>
</ul>
<p>Hazardous waste, such as paints, batteries and medicines, does not belong in the waste shelter. See the full instructions on <a href="/taloni/ohjeet-dokumentit">Instructions and documents</a>.</p>
<p>Less mixed waste means lower waste management costs, and that shows in the rents too.</p>`,
    },
  },
  {
    slug: "lammityskausi-alkoi",
    slugEn: "heating-season-has-started",
    daysAgo: 45,
    fi: {
      title: "Lämmityskausi alkoi",
      excerpt: "Patterit lämpenevät nyt. Tavoitteena on noin 21 asteen sisälämpötila.",
      html: `<p>Ilmat ovat viilenneet, ja talojen lämmitys on säädetty talviasentoon. Tavoitteena on, että asunnoissa on noin 21 astetta.</p>
<h2>Näin saat lämmön talteen</h2>
<ul>
<li>Älä peitä pattereita huonekaluilla tai paksuilla verhoilla.</li>
<li>Pidä patterin termostaatti vapaana. Se säätää lämpöä itse, kun aurinko tai ruoanlaitto lämmittää huonetta.</li>
<li>Tuuleta lyhyesti ja tehokkaasti, älä pidä ikkunaa pitkään raollaan.</li>
<li>Älä tuki ilmanvaihdon venttiileitä. Raikas ilma pitää asunnon terveenä.</li>
</ul>
<p>Jos patteri pulisee, on kylmä tai asunnossa on jatkuvasti alle 20 astetta, tee <a href="/asuminen/vikailmoitus">vikailmoitus</a>. Huolto ilmaa ja tasapainottaa patterit.</p>`,
    },
    en: {
      title: "The heating season has started",
      excerpt: "Radiators are warming up. We aim for an indoor temperature of about 21 degrees.",
      html: `<p>The weather has cooled, and the buildings' heating is set for winter. We aim for about 21 degrees in the homes.</p>
<h2>How to keep the warmth in</h2>
<ul>
<li>Do not cover radiators with furniture or thick curtains.</li>
<li>Keep the radiator thermostat clear. It adjusts the heat itself when the sun or cooking warms the room.</li>
<li>Air the rooms briefly and well; do not keep a window ajar for long.</li>
<li>Do not block the ventilation vents. Fresh air keeps your home healthy.</li>
</ul>
<p>If a radiator gurgles, stays cold, or your home is constantly below 20 degrees, make a <a href="/asuminen/vikailmoitus">fault report</a>. Maintenance bleeds and balances the radiators.</p>`,
    },
  },
  {
    slug: "syksyn-pihatalkoot",
    slugEn: "autumn-yard-cleaning-day",
    daysAgo: 56,
    fi: {
      title: "Syksyn pihatalkoot lauantaina",
      excerpt: "Haravoidaan, siistitään pyörävarasto ja syödään yhdessä. Tervetuloa mukaan!",
      html: `<p>Asukastoimikunta kutsuu kaikki asukkaat syksyn pihatalkoisiin lauantaina kello 10–13.</p>
<ul>
<li>Haravoimme lehdet, laitamme kukkapenkit talvikuntoon ja siistimme pyörävaraston.</li>
<li>Yhtiö tuo haravat, hanskat ja jätesäkit. Pukeudu sään mukaan.</li>
<li>Talkoiden päätteeksi tarjolla on keittoa ja kahvia.</li>
<li>Pihalle tuodaan jätelava isoille tavaroille. Vaarallinen jäte ja sähkölaitteet eivät kuulu lavalle.</li>
</ul>
<p>Talkoot ovat hyvä tilaisuus tutustua naapureihin. Lapset ovat tervetulleita aikuisen kanssa. Lisää tapahtumia on sivulla <a href="/taloni/talon-tapahtumat">Talon tapahtumat</a>.</p>`,
    },
    en: {
      title: "Autumn yard cleaning day on Saturday",
      excerpt: "Raking leaves, tidying the bicycle store and eating together. Join us!",
      html: `<p>The residents' committee invites all residents to the autumn yard cleaning day on Saturday from 10 to 13.</p>
<ul>
<li>We rake the leaves, get the flower beds ready for winter and tidy the bicycle store.</li>
<li>The company brings rakes, gloves and rubbish sacks. Dress for the weather.</li>
<li>Soup and coffee are served at the end.</li>
<li>A skip for large items is brought to the yard. Hazardous waste and electrical devices do not go in the skip.</li>
</ul>
<p>It is a good chance to meet your neighbours. Children are welcome with an adult. More events on <a href="/taloni/talon-tapahtumat">Building events</a>.</p>`,
    },
  },
];
