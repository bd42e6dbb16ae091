import type { ContentTextPost } from "./types.ts";

export const RECENT_POSTS: ContentTextPost[] = [
  {
    slug: "talven-lumityot-ja-pysakointi",
    slugEn: "winter-snow-clearing-and-parking",
    daysAgo: 2,
    fi: {
      title: "Talven lumityöt ja pysäköinti",
      excerpt: "Pihojen auraus alkaa aamuisin. Siirrä autosi, kun tiedotteessa niin pyydetään.",
      html: `<p>Talvi on tullut, ja huoltoyhtiöt auraavat ja hiekoittavat pihoja aamuisin. Jotta lumityöt sujuvat, tarvitsemme apuasi.</p>
<ul>
<li>Kun pysäköintialueen auraamisesta on ilmoitettu <a href="/taloni/tiedotteet">tiedotteella</a>, siirrä autosi sovittuna päivänä pois paikaltaan.</li>
<li>Pidä pelastustiet ja jäteauton reitit vapaina. Lumikasojen taakse jätetty auto hidastaa kaikkia.</li>
<li>Käytä lämmitystolppaa ajastimella, enintään kaksi tuntia kerrallaan.</li>
<li>Jos piha on liukas tai katolla on lumikuormaa, ilmoita siitä huoltoon <a href="/asuminen/vikailmoitus">vikailmoituksella</a>.</li>
</ul>
<p>Lisää pysäköinnistä sivulla <a href="/taloni/pysakointi">Pysäköinti</a>.</p>`,
    },
    en: {
      title: "Winter snow clearing and parking",
      excerpt: "Yards are ploughed in the mornings. Move your car when a notice asks you to.",
      html: `<p>Winter has arrived, and the maintenance companies plough and grit the yards in the mornings. We need your help for the snow clearing to go smoothly.</p>
<ul>
<li>When a <a href="/taloni/tiedotteet">notice</a> says the car park will be ploughed, move your car on that day.</li>
<li>Keep fire lanes and the refuse lorry's route clear. A car left behind a snow bank slows everyone down.</li>
<li>Use the engine-heater post with a timer, for two hours at a time at most.</li>
<li>If the yard is slippery or there is heavy snow on the roof, tell maintenance with a <a href="/asuminen/vikailmoitus">fault report</a>.</li>
</ul>
<p>More about parking on the <a href="/taloni/pysakointi">Parking</a> page.</p>`,
    },
  },
  {
    slug: "asukaskysely",
    slugEn: "residents-survey",
    daysAgo: 9,
    fi: {
      title: "Asukaskysely on auki: kerro, miten asuminen sujuu",
      excerpt: "Vastaa asukaskyselyyn kolmen viikon aikana. Vastaajien kesken arvotaan lahjakortteja.",
      html: `<p>Haluamme tietää, miten viihdyt kodissasi ja mitä voisimme tehdä paremmin. Asukaskysely on nyt auki kolmen viikon ajan.</p>
<p>Kysymme muun muassa huollon ja siivouksen laadusta, pihoista, turvallisuudesta ja asiakaspalvelusta. Vastaaminen vie noin kymmenen minuuttia, ja voit vastata suomeksi tai englanniksi.</p>
<h2>Mihin vastauksia käytetään?</h2>
<p>Käymme tulokset läpi jokaisen talon <a href="/asuminen/asukastoimikunta">asukastoimikunnan</a> kanssa. Niiden perusteella päätämme ensi vuoden korjauksista ja palveluiden parantamisesta. Vastaukset käsitellään nimettöminä.</p>
<p>Kyselyn linkki on tullut sähköpostiisi. Kaikkien vastanneiden kesken arvomme kymmenen 50 euron lahjakorttia.</p>`,
    },
    en: {
      title: "The residents' survey is open: tell us how things are going",
      excerpt:
        "Answer the residents' survey within three weeks. Gift cards are drawn among those who answer.",
      html: `<p>We want to know how you enjoy your home and what we could do better. The residents' survey is now open for three weeks.</p>
<p>We ask, among other things, about the quality of maintenance and cleaning, the yards, safety and customer service. It takes about ten minutes, and you can answer in Finnish or English.</p>
<h2>What are the answers used for?</h2>
<p>We go through the results with the <a href="/asuminen/asukastoimikunta">residents' committee</a> of each building. They guide next year's repairs and how we improve our services. Answers are handled anonymously.</p>
<p>The survey link has been sent to your email. We draw ten 50-euro gift cards among everyone who answers.</p>`,
    },
  },
  {
    slug: "vuokrantarkistus-ensi-vuodelle",
    slugEn: "rent-review-for-next-year",
    daysAgo: 16,
    fi: {
      title: "Vuokrantarkistus ensi vuodelle",
      excerpt: "Vuokrat nousevat ensi vuonna keskimäärin 3,2 prosenttia. Kerromme, mistä nousu johtuu.",
      html: `<p>Vuokrat tarkistetaan kerran vuodessa. Ensi vuoden alusta vuokrat nousevat keskimäärin 3,2 prosenttia. Nousu vaihtelee taloittain, koska jokaisen talon vuokra lasketaan sen omista kuluista.</p>
<h2>Miksi vuokra nousee?</h2>
<p>Olemme yleishyödyllinen vuokranantaja, joten vuokralla katetaan vain talojen todelliset kulut. Emme tee voittoa. Tänä vuonna kuluja nostavat etenkin:</p>
<ul>
<li>lainojen korot</li>
<li>kaukolämmön ja sähkön hinta</li>
<li>kiinteistövero</li>
<li>tulevat korjaukset, kuten vesikattojen ja putkien uusiminen.</li>
</ul>
<p>Talousarviot on käsitelty asukastoimikuntien kanssa, kuten laki yhteishallinnosta vuokrataloissa edellyttää.</p>
<h2>Mitä sinun pitää tehdä?</h2>
<p>Saat oman asuntosi uuden vuokran kirjeellä hyvissä ajoin ennen muutosta. Jos maksat toistuvalla maksulla, muuta summa verkkopankissa. E-laskulla maksavan ei tarvitse tehdä mitään. Jos vuokranmaksu tuottaa vaikeuksia, katso ohjeet sivulta <a href="/vuokrani/maksaminen">Maksaminen</a> ja tarkista, voitko saada asumistukea.</p>`,
    },
    en: {
      title: "Rent review for next year",
      excerpt: "Rents rise by 3.2 per cent on average next year. Here is why.",
      html: `<p>Rents are reviewed once a year. From the start of next year, rents rise by 3.2 per cent on average. The rise differs between buildings, because each building's rent is based on its own costs.</p>
<h2>Why is the rent going up?</h2>
<p>We are a non-profit landlord, so rent covers only the real costs of the buildings. We make no profit. This year the costs are raised above all by:</p>
<ul>
<li>interest on loans</li>
<li>the price of district heating and electricity</li>
<li>property tax</li>
<li>coming repairs, such as renewing roofs and pipes.</li>
</ul>
<p>The budgets have been discussed with the residents' committees, as the Act on Joint Management of Rental Buildings requires.</p>
<h2>What do you need to do?</h2>
<p>You get your own new rent by letter well before the change. If you pay with a recurring payment, change the amount in your online bank. If you pay by e-invoice, you need not do anything. If paying rent is hard, see <a href="/vuokrani/maksaminen">Payment</a> and check whether you can get housing allowance.</p>`,
    },
  },
  {
    slug: "vesimittarit-luetaan-etana",
    slugEn: "water-meters-read-remotely",
    daysAgo: 23,
    fi: {
      title: "Vesimittarit luetaan nyt etänä",
      excerpt: "Vesimittarien lukemia ei enää tarvitse ilmoittaa. Näet kulutuksesi portaalista.",
      html: `<p>Asuntojen vesimittarit on vaihdettu etäluettaviin. Sinun ei enää tarvitse ilmoittaa lukemia eikä päästää ketään asuntoosi lukemaan mittaria.</p>
<ul>
<li>Näet kulutuksesi kuukausittain portaalin sivulla <a href="/taloni/vesimittari">Vesimittari</a>.</li>
<li>Vesimaksu perustuu toteutuneeseen kulutukseen. Ennakkomaksu tasataan kerran vuodessa.</li>
<li>Jos kulutus kasvaa yllättäen, tarkista, tippuuko hana tai valuuko WC-istuin, ja tee tarvittaessa <a href="/asuminen/vikailmoitus">vikailmoitus</a>.</li>
</ul>
<p>Tarkka seuranta auttaa huomaamaan vuodot ajoissa ja säästämään vettä.</p>`,
    },
    en: {
      title: "Water meters are now read remotely",
      excerpt: "You no longer need to report water meter readings. See your use in the portal.",
      html: `<p>The apartments' water meters have been replaced with remotely read ones. You no longer need to report readings or let anyone in to read the meter.</p>
<ul>
<li>You see your monthly use in the portal on the <a href="/taloni/vesimittari">Water meter</a> page.</li>
<li>The water charge is based on actual use. The advance payments are settled once a year.</li>
<li>If your use suddenly grows, check whether a tap drips or the toilet runs, and make a <a href="/asuminen/vikailmoitus">fault report</a> if needed.</li>
</ul>
<p>Close follow-up helps catch leaks early and save water.</p>`,
    },
  },
];
