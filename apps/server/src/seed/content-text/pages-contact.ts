import { COMPANY, CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentTextPage } from "./types.ts";

export const CONTACT_PAGES: ContentTextPage[] = [
  {
    slug: "ota-yhteytta",
    slugEn: "contact-us",
    fi: {
      title: "Ota yhteyttä",
      html: `<p>Autamme mielellämme. Valitse tapa, joka sopii asiaasi parhaiten.</p>
<ul>
<li><strong>Vika tai vuoto asunnossa?</strong> Tee <a href="/asuminen/vikailmoitus">vikailmoitus</a>. Kiireellisissä asioissa soita huollon päivystykseen.</li>
<li><strong>Kysyttävää vuokrasta, sopimuksesta tai muutosta?</strong> <a href="/ota-yhteytta/viesti">Lähetä viesti</a> asiakaspalveluun.</li>
<li><strong>Etsitkö puhelinnumeroa?</strong> Katso <a href="/ota-yhteytta/yhteystiedot">yhteystiedot</a>.</li>
</ul>
<p>Hätätilanteessa soita aina 112.</p>`,
    },
    en: {
      title: "Contact us",
      html: `<p>We are happy to help. Choose the way that suits your matter best.</p>
<ul>
<li><strong>A fault or leak in your home?</strong> Make a <a href="/asuminen/vikailmoitus">fault report</a>. In urgent cases, call the maintenance emergency number.</li>
<li><strong>Questions about rent, your lease or moving?</strong> <a href="/ota-yhteytta/viesti">Send a message</a> to customer service.</li>
<li><strong>Looking for a phone number?</strong> See <a href="/ota-yhteytta/yhteystiedot">contact details</a>.</li>
</ul>
<p>In an emergency, always call 112.</p>`,
    },
  },
  {
    slug: "yhteystiedot",
    slugEn: "contact-details",
    fi: {
      title: "Yhteystiedot",
      html: `<h2>Asiakaspalvelu</h2>
<p>${COMPANY.name}<br>${COMPANY.streetAddress}, ${COMPANY.postalCode} ${COMPANY.city}</p>
<ul>
<li>Puhelin <strong>${CUSTOMER_SERVICE.phone}</strong> arkisin klo 9–15</li>
<li>Sähköposti ${CUSTOMER_SERVICE.email}</li>
</ul>
<p>Asiakaspalvelu auttaa vuokraan, laskuihin, vuokrasopimukseen, autopaikkoihin, saunavuoroihin ja asunnonvaihtoon liittyvissä asioissa. Viestin voit lähettää myös <a href="/ota-yhteytta/viesti">portaalissa</a>, jolloin vastaus tulee sinulle turvallisesti.</p>
<h2>Huolto ja isännöinti</h2>
<p>Talosi huoltoyhtiön päivystysnumero ja isännöitsijän yhteystiedot ovat <a href="/taloni/taloni-tiedot">Talon tiedot</a> -sivulla ja rapun ilmoitustaululla. Huollon päivystys palvelee ympäri vuorokauden kiireellisissä vioissa.</p>
<h2>Hätätilanteet</h2>
<p>Tulipalo, onnettomuus tai sairauskohtaus: soita <strong>112</strong>.</p>
<h2>Talous- ja velkaneuvonta</h2>
<p>Jos vuokranmaksu tuottaa vaikeuksia, ota ensin yhteyttä meihin. Maksutonta neuvontaa saat myös oikeusaputoimistojen talous- ja velkaneuvonnasta.</p>`,
    },
    en: {
      title: "Contact details",
      html: `<h2>Customer service</h2>
<p>${COMPANY.name}<br>${COMPANY.streetAddress}, ${COMPANY.postalCode} ${COMPANY.city}</p>
<ul>
<li>Phone <strong>${CUSTOMER_SERVICE.phone}</strong> on weekdays 9–15</li>
<li>Email ${CUSTOMER_SERVICE.email}</li>
</ul>
<p>Customer service helps with rent, bills, your lease, parking spaces, sauna turns and apartment exchange. You can also <a href="/ota-yhteytta/viesti">send a message in the portal</a>, and the answer reaches you securely.</p>
<h2>Maintenance and property management</h2>
<p>Your building's maintenance emergency number and property manager are on <a href="/taloni/taloni-tiedot">Building information</a> and on the notice board in your stairwell. The maintenance emergency line answers round the clock for urgent faults.</p>
<h2>Emergencies</h2>
<p>Fire, accident or sudden illness: call <strong>112</strong>.</p>
<h2>Financial and debt counselling</h2>
<p>If paying rent is difficult, contact us first. You can also get free advice from the financial and debt counselling of the public legal aid offices.</p>`,
    },
  },
  {
    slug: "viesti",
    slugEn: "message",
    fi: {
      title: "Lähetä viesti",
      html: `<p>Lähetä viesti asiakaspalveluumme. Vastaamme yleensä kahden arkipäivän kuluessa, ja vastaus näkyy portaalissa.</p>
<ul>
<li>Valitse aihe ja tarkempi aihe, niin viesti menee oikealle henkilölle.</li>
<li>Älä lähetä viestillä vikailmoitusta. Käytä <a href="/asuminen/vikailmoitus">vikailmoitusta</a>, jotta huolto saa tiedon heti.</li>
<li>Sauna-, pesutupa- ja pysäköintiasioissa soita asiakaspalveluun ${CUSTOMER_SERVICE.phone}.</li>
</ul>`,
    },
    en: {
      title: "Send a message",
      html: `<p>Send a message to our customer service. We usually answer within two working days, and the answer appears in the portal.</p>
<ul>
<li>Choose a topic and a subtopic so the message reaches the right person.</li>
<li>Do not send a fault as a message. Use the <a href="/asuminen/vikailmoitus">fault report</a> so maintenance hears about it at once.</li>
<li>For sauna, laundry and parking, call customer service on ${CUSTOMER_SERVICE.phone}.</li>
</ul>`,
    },
  },
  {
    slug: "vastuullisuus",
    slugEn: "responsibility",
    fi: {
      title: "Vastuullisuus",
      html: `<p>Tehtävämme on tarjota hyviä ja kohtuuhintaisia vuokra-asuntoja pitkäjänteisesti. Vastuullisuus näkyy siinä, miten hinnoittelemme, korjaamme ja kuuntelemme asukkaitamme.</p>
<h2>Kohtuulliset vuokrat</h2>
<p>Olemme yleishyödyllinen vuokranantaja. Vuokrat määräytyvät omakustannusperiaatteella: ne kattavat talojen lainat, ylläpidon ja korjaukset, mutta eivät voittoa. Mahdollinen ylijäämä käytetään taloihin ja asukkaiden hyväksi.</p>
<h2>Energia ja ympäristö</h2>
<ul>
<li>Seuraamme talojen energian- ja vedenkulutusta ja korjaamme poikkeamat nopeasti.</li>
<li>Säädämme lämmityksen niin, että asunnoissa on noin 21 astetta.</li>
<li>Vaihdamme valaistusta LED-valoihin ja lisäämme aurinkopaneeleja ja lämmön talteenottoa peruskorjauksissa.</li>
<li>Helpotamme lajittelua: <a href="/taloni/ohjeet-dokumentit">kierrätysohjeet</a> ovat portaalissa ja jätekatoksissa.</li>
</ul>
<p>Sinä voit auttaa: käy lyhyesti suihkussa, ilmoita vuotavista hanoista ja pidä patterit esteettöminä.</p>
<h2>Esteettömyys</h2>
<p>Parannamme esteettömyyttä korjausten yhteydessä, esimerkiksi rakentamalla hissejä ja luiskia. Tarvittaessa asuntoon voidaan tehdä muutostöitä, kuten tukikahvoja. Kysy lisää asiakaspalvelusta. Portaali on tehty toimimaan myös näppäimistöllä ja ruudunlukijalla.</p>
<h2>Asukasdemokratia</h2>
<p>Asukkaat vaikuttavat talonsa asioihin <a href="/asuminen/asukastoimikunta">asukastoimikunnissa</a> ja asukaskokouksissa sekä edustajiensa kautta yhtiön hallinnossa. Kysymme mielipidettäsi myös asukaskyselyissä.</p>`,
    },
    en: {
      title: "Responsibility",
      html: `<p>Our task is to provide good, affordable rental homes for the long term. Responsibility shows in how we set rents, how we repair and how we listen to our residents.</p>
<h2>Fair rents</h2>
<p>We are a non-profit landlord. Rents are set on a cost basis: they cover the buildings' loans, upkeep and repairs, but no profit. Any surplus is used for the buildings and for the residents' benefit.</p>
<h2>Energy and the environment</h2>
<ul>
<li>We follow the buildings' energy and water use and fix anything unusual quickly.</li>
<li>We set the heating so that homes are about 21 degrees.</li>
<li>We change lighting to LED and add solar panels and heat recovery in major renovations.</li>
<li>We make sorting easy: the <a href="/taloni/ohjeet-dokumentit">recycling instructions</a> are in the portal and in the waste shelters.</li>
</ul>
<p>You can help: take short showers, report dripping taps and keep radiators uncovered.</p>
<h2>Accessibility</h2>
<p>We improve accessibility when we renovate, for example by adding lifts and ramps. When needed, we can adapt your home, for example with grab bars. Ask customer service. The portal is built to work with a keyboard and a screen reader too.</p>
<h2>Resident democracy</h2>
<p>Residents have a say in their building through <a href="/asuminen/asukastoimikunta">residents' committees</a> and house meetings, and through their representatives in the company's governance. We also ask for your views in residents' surveys.</p>`,
    },
  },
  {
    slug: "sisaltoa-ei-loytynyt",
    slugEn: "content-not-found",
    fi: {
      title: "Sisältöä ei löytynyt",
      html: `<p>Valitettavasti hakemaasi sivua ei löytynyt. Se on ehkä siirretty tai poistettu.</p>
<ul>
<li>Palaa <a href="/">etusivulle</a>.</li>
<li>Etsi sisältöä sivun yläreunan haulla.</li>
<li>Jos tarvitset apua, <a href="/ota-yhteytta/viesti">lähetä meille viesti</a>.</li>
</ul>`,
    },
    en: {
      title: "Content not found",
      html: `<p>Sorry, we could not find the page you were looking for. It may have been moved or removed.</p>
<ul>
<li>Go back to the <a href="/">home page</a>.</li>
<li>Search for it with the search box at the top of the page.</li>
<li>If you need help, <a href="/ota-yhteytta/viesti">send us a message</a>.</li>
</ul>`,
    },
  },
];
