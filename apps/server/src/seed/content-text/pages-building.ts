import type { ContentTextPage } from "./types.ts";

export const BUILDING_PAGES: ContentTextPage[] = [
  {
    slug: "taloni",
    slugEn: "my-building",
    fi: {
      title: "Taloni",
      html: `<p>Taloni-osiossa on kaikki, mitä tarvitset arjessa omassa talossasi: huollon yhteystiedot, talon tiedot, turvallisuusohjeet, tiedotteet ja tapahtumat.</p>
<h2>Huolto ja isännöinti</h2>
<p>Talosi huoltoyhtiön ja isännöitsijän yhteystiedot näet <a href="/taloni/taloni-tiedot">Talon tiedot</a> -sivulta ja rapun ilmoitustaululta. Kiireellisissä asioissa, kuten vesivuodossa, soita huollon päivystysnumeroon heti, myös yöllä ja viikonloppuna.</p>
<p>Muut viat ilmoitat helpoimmin <a href="/asuminen/vikailmoitus">vikailmoituksella</a>.</p>
<h2>Osion sivut</h2>
<ul>
<li><a href="/taloni/turvallisuus-ja-pelastautuminen">Turvallisuus ja pelastautuminen</a></li>
<li><a href="/taloni/vesimittari">Vesimittari</a></li>
<li><a href="/taloni/tiedotteet">Tiedotteet</a> ja <a href="/taloni/talon-tapahtumat">talon tapahtumat</a></li>
<li><a href="/taloni/ohjeet-dokumentit">Ohjeet ja dokumentit</a>, kuten järjestyssäännöt, saunavuorot ja kierrätys</li>
<li><a href="/taloni/pysakointi">Pysäköinti</a> ja <a href="/taloni/varastointi">varastointi</a></li>
</ul>`,
    },
    en: {
      title: "My building",
      html: `<p>The My building section has what you need in everyday life in your building: maintenance contacts, building information, safety instructions, notices and events.</p>
<h2>Maintenance and property management</h2>
<p>Your building's maintenance company and property manager are listed on <a href="/taloni/taloni-tiedot">Building information</a> and on the notice board in your stairwell. In urgent cases, such as a water leak, call the maintenance emergency number at once, also at night and at weekends.</p>
<p>Other faults are easiest to report with a <a href="/asuminen/vikailmoitus">fault report</a>.</p>
<h2>Pages in this section</h2>
<ul>
<li><a href="/taloni/turvallisuus-ja-pelastautuminen">Safety and rescue</a></li>
<li><a href="/taloni/vesimittari">Water meter</a></li>
<li><a href="/taloni/tiedotteet">Notices</a> and <a href="/taloni/talon-tapahtumat">building events</a></li>
<li><a href="/taloni/ohjeet-dokumentit">Instructions and documents</a>, such as the house rules, sauna turns and recycling</li>
<li><a href="/taloni/pysakointi">Parking</a> and <a href="/taloni/varastointi">storage</a></li>
</ul>`,
    },
  },
  {
    slug: "taloni-tiedot",
    slugEn: "building-information",
    fi: {
      title: "Talon tiedot",
      html: `<p>Talon tiedot -sivulla näet talosi perustiedot: rakennusvuoden, kerrosluvun, lämmitystavan ja sen, onko talossa hissi, sauna ja pesutupa.</p>
<p>Sivulla ovat myös huoltoyhtiön ja isännöitsijän yhteystiedot sekä talon pelastussuunnitelma, jos se on saatavilla.</p>
<h2>Kenen puoleen käännyn?</h2>
<ul>
<li><strong>Huoltoyhtiö</strong>: viat, avainasiat, lämmitys, vesi ja piha.</li>
<li><strong>Isännöitsijä</strong>: talon korjaukset, remontit ja yhteiset asiat.</li>
<li><strong>Asiakaspalvelu</strong>: vuokra, sopimus, muutot ja asunnonvaihto.</li>
</ul>
<p>Jos tiedoissa on virhe, kerro siitä meille <a href="/ota-yhteytta/viesti">viestillä</a>.</p>`,
    },
    en: {
      title: "Building information",
      html: `<p>The Building information page shows the basic facts of your building: the year it was built, the number of floors, how it is heated and whether it has a lift, a sauna and a laundry room.</p>
<p>The page also lists the maintenance company and the property manager, and the building's emergency plan when it is available.</p>
<h2>Who do I contact?</h2>
<ul>
<li><strong>Maintenance company</strong>: faults, keys, heating, water and the yard.</li>
<li><strong>Property manager</strong>: repairs, renovations and shared matters of the building.</li>
<li><strong>Customer service</strong>: rent, the lease, moving and apartment exchange.</li>
</ul>
<p>If something is wrong in the information, tell us with a <a href="/ota-yhteytta/viesti">message</a>.</p>`,
    },
  },
  {
    slug: "vesimittari",
    slugEn: "water-meter",
    fi: {
      title: "Vesimittari",
      html: `<p>Jos asunnossasi on oma vesimittari, maksat vedestä sen mukaan, kuinka paljon käytät. Näet kulutuksesi tällä sivulla kuukausittain.</p>
<h2>Näin säästät vettä</h2>
<ul>
<li>Käy suihkussa ripeästi. Minuutti suihkussa kuluttaa noin 12 litraa vettä.</li>
<li>Pese astiat ja pyykit täysinä koneellisina.</li>
<li>Älä anna hanan valua turhaan, kun peset hampaita tai kasviksia.</li>
</ul>
<h2>Vuotaako hana tai valuuko WC-istuin?</h2>
<p>Tippuva hana voi kuluttaa kymmeniä litroja vuorokaudessa, ja valuva WC-istuin satoja. Jos kulutuksesi kasvaa yllättäen, tee <a href="/asuminen/vikailmoitus">vikailmoitus</a>. Korjaus on sinulle maksuton.</p>
<p>Mittarin luvut luetaan etänä, joten sinun ei tarvitse ilmoittaa lukemia itse.</p>`,
    },
    en: {
      title: "Water meter",
      html: `<p>If your apartment has its own water meter, you pay for water by how much you use. This page shows your use month by month.</p>
<h2>How to save water</h2>
<ul>
<li>Keep your showers short. One minute in the shower uses about 12 litres of water.</li>
<li>Run the dishwasher and washing machine only when full.</li>
<li>Do not leave the tap running while you brush your teeth or wash vegetables.</li>
</ul>
<h2>Is a tap dripping or the toilet running?</h2>
<p>A dripping tap can waste tens of litres a day, and a running toilet hundreds. If your use suddenly grows, make a <a href="/asuminen/vikailmoitus">fault report</a>. The repair costs you nothing.</p>
<p>The meters are read remotely, so you do not need to report readings yourself.</p>`,
    },
  },
  {
    slug: "tiedotteet",
    slugEn: "notices",
    fi: {
      title: "Tiedotteet",
      html: `<p>Tiedotteissa kerromme asioista, jotka koskevat juuri sinun taloasi: huoltotöistä, vesi- ja sähkökatkoista, remonteista, piha- ja siivoustöistä sekä muutoksista talon käytännöissä.</p>
<h2>Mitä tiedotteista löytyy?</h2>
<ul>
<li>Milloin työ tehdään ja kauanko se kestää.</li>
<li>Miten työ vaikuttaa arkeesi, esimerkiksi onko vesi poikki tai pitääkö parveke tyhjentää.</li>
<li>Kenelle voit soittaa, jos on kysyttävää.</li>
</ul>
<p>Kiireelliset tiedotteet näkyvät myös portaalin etusivulla ja rapun ilmoitustaululla. Koko yhtiön uutiset löydät etusivun uutisista.</p>`,
    },
    en: {
      title: "Notices",
      html: `<p>In notices we tell you about things that concern your own building: maintenance work, water and power cuts, renovations, yard and cleaning work and changes in how things are done in the building.</p>
<h2>What is in a notice?</h2>
<ul>
<li>When the work is done and how long it takes.</li>
<li>How it affects your day, for example whether the water is off or the balcony must be cleared.</li>
<li>Whom to call if you have questions.</li>
</ul>
<p>Urgent notices also appear on the portal's home page and on the notice board in your stairwell. News for all our residents is on the home page.</p>`,
    },
  },
  {
    slug: "talon-tapahtumat",
    slugEn: "building-events",
    fi: {
      title: "Talon tapahtumat",
      html: `<p>Talon tapahtumissa näet, mitä omassa talossasi on tulossa: pihatalkoot, asukaskokoukset, kirpputorit, pikkujoulut ja muut yhteiset hetket.</p>
<p>Tapahtumia järjestää yleensä talon <a href="/asuminen/asukastoimikunta">asukastoimikunta</a> tai yhteyshenkilö. Tervetuloa mukaan, vaikka et tuntisi vielä ketään. Tapahtumat ovat asukkaille maksuttomia, ellei toisin kerrota.</p>
<h2>Haluatko järjestää tapahtuman?</h2>
<p>Kerro ideasi asukastoimikunnalle. Toimikunta voi käyttää tapahtumiin talon asukastoiminnan määrärahaa. Koko yhtiön yhteiset tapahtumat löydät sivulta <a href="/asuminen/asukastapahtumat">Asukastapahtumat</a>.</p>`,
    },
    en: {
      title: "Building events",
      html: `<p>Building events show what is coming up in your own building: yard cleaning days, residents' meetings, flea markets, Christmas parties and other times together.</p>
<p>Events are usually organised by the building's <a href="/asuminen/asukastoimikunta">residents' committee</a> or contact person. You are welcome even if you do not know anyone yet. Events are free for residents unless we say otherwise.</p>
<h2>Want to organise an event?</h2>
<p>Tell the residents' committee about your idea. The committee can use the building's budget for resident activities. Events for all our residents are on <a href="/asuminen/asukastapahtumat">Resident events</a>.</p>`,
    },
  },
];
