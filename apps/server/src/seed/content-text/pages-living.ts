import { EXCHANGE_VALID_MONTHS } from "@portal/schemas/exchange.constants";
import type { ContentTextPage } from "./types.ts";

export const LIVING_PAGES: ContentTextPage[] = [
  {
    slug: "asuminen",
    slugEn: "living",
    fi: {
      title: "Asuminen",
      html: `<p>Asuminen-osiossa hoidat arjen asiat: ilmoitat viasta, tutustut asukastoimintaan ja haet toista asuntoa.</p>
<ul>
<li><a href="/asuminen/vikailmoitus">Vikailmoitus</a>: kun jokin on rikki tai vuotaa.</li>
<li><a href="/asuminen/asukastoimikunta">Asukastoimikunta</a>: asukkaiden oma vaikuttamisen paikka.</li>
<li><a href="/asuminen/asukastapahtumat">Asukastapahtumat</a>: yhteistä tekemistä naapurien kanssa.</li>
<li><a href="/asuminen/asunnonvaihto">Asunnonvaihto</a>: kun tarvitset isomman, pienemmän tai toisenlaisen kodin.</li>
</ul>`,
    },
    en: {
      title: "Living",
      html: `<p>In the Living section you take care of everyday things: report a fault, get to know resident activities and apply for another home.</p>
<ul>
<li><a href="/asuminen/vikailmoitus">Fault report</a>: when something is broken or leaking.</li>
<li><a href="/asuminen/asukastoimikunta">Residents' committee</a>: the residents' own way to have a say.</li>
<li><a href="/asuminen/asukastapahtumat">Resident events</a>: things to do together with your neighbours.</li>
<li><a href="/asuminen/asunnonvaihto">Apartment exchange</a>: when you need a bigger, smaller or different home.</li>
</ul>`,
    },
  },
  {
    slug: "vikailmoitus",
    slugEn: "fault-report",
    fi: {
      title: "Vikailmoitus",
      html: `<p>Ilmoita viasta heti, kun huomaat sen. Pieni vika on helpompi ja halvempi korjata kuin iso vahinko. Voit liittää ilmoitukseen kuvia ja seurata sen etenemistä portaalissa.</p>
<h2>Kiireellinen vika: soita</h2>
<p>Soita huollon päivystysnumeroon heti, jos kyseessä on vesivuoto, lämmityksen tai sähköjen katkeaminen koko asunnosta, ulko-oven lukon rikkoutuminen tai hissiin juuttuminen. Numero on <a href="/taloni/taloni-tiedot">Talon tiedot</a> -sivulla ja rapun ilmoitustaululla.</p>
<h2>Vesivuoto</h2>
<ol>
<li><strong>Sulje vesi.</strong> Sulje vuotavan laitteen hana tai asunnon sulkuventtiili, joka on yleensä keittiössä tai kylpyhuoneessa.</li>
<li><strong>Soita huollon päivystykseen</strong> heti, myös yöllä.</li>
<li><strong>Rajaa vahinko.</strong> Kuivaa vesi lattialta ja siirrä tavarat pois märästä.</li>
<li><strong>Ota kuvia</strong> vuodosta ja vahingoista.</li>
<li><strong>Varoita alakerran naapuria</strong>, jos vettä on valunut lattialle.</li>
<li><strong>Tee vikailmoitus</strong> ja liitä kuvat mukaan. Ilmoita vahingosta myös kotivakuutukseesi.</li>
</ol>
<h2>Muut viat</h2>
<p>Tee vikailmoitus esimerkiksi, kun hana tippuu, WC-istuin valuu, ikkuna ei sulkeudu, lattiakaivo haisee tai jääkaappi ei kylmää. Kerro ilmoituksessa, mikä on rikki, missä se on ja saako huolto mennä asuntoon yleisavaimella.</p>
<p>Viat, jotka johtuvat tavallisesta kulumisesta, korjataan maksutta. Jos vika on syntynyt huolimattomuudesta, korjauksesta voidaan laskuttaa.</p>`,
    },
    en: {
      title: "Fault report",
      html: `<p>Report a fault as soon as you notice it. A small fault is easier and cheaper to fix than major damage. You can attach photos to the report and follow its progress in the portal.</p>
<h2>Urgent fault: call</h2>
<p>Call the maintenance emergency number at once for a water leak, heating or power lost in the whole apartment, a broken front door lock or someone stuck in the lift. The number is on <a href="/taloni/taloni-tiedot">Building information</a> and on the notice board in your stairwell.</p>
<h2>Water leak</h2>
<ol>
<li><strong>Turn off the water.</strong> Close the tap of the leaking appliance or the apartment's main shut-off valve, usually in the kitchen or bathroom.</li>
<li><strong>Call the maintenance emergency number</strong> at once, also at night.</li>
<li><strong>Limit the damage.</strong> Dry the floor and move your things out of the wet.</li>
<li><strong>Take photos</strong> of the leak and the damage.</li>
<li><strong>Warn your downstairs neighbour</strong> if water has run onto the floor.</li>
<li><strong>Make a fault report</strong> with the photos attached. Tell your home insurer about the damage too.</li>
</ol>
<h2>Other faults</h2>
<p>Make a fault report, for example, when a tap drips, the toilet keeps running, a window does not close, the floor drain smells or the fridge does not cool. Say what is broken, where it is and whether maintenance may enter with the master key.</p>
<p>Faults caused by normal wear are repaired free of charge. If a fault was caused by carelessness, the repair may be billed.</p>`,
    },
  },
  {
    slug: "asukastoimikunta",
    slugEn: "residents-committee",
    fi: {
      title: "Asukastoimikunta",
      html: `<p>Asukastoimikunta on talon asukkaiden valitsema ryhmä, joka edistää viihtyisyyttä ja tuo asukkaiden äänen kuuluviin. Laki yhteishallinnosta vuokrataloissa takaa vuokralaisille oikeuden osallistua talonsa asioihin.</p>
<h2>Mitä asukastoimikunta tekee?</h2>
<ul>
<li>Järjestää talkoita, juhlia ja muita <a href="/taloni/talon-tapahtumat">talon tapahtumia</a>.</li>
<li>Osallistuu talon budjetin ja vuokrien valmisteluun ja antaa niistä lausunnon.</li>
<li>Kertoo asukkaiden toiveet korjauksista ja palveluista, kuten siivouksesta ja huollosta.</li>
<li>Päättää saunavuorojen ja yhteisten tilojen käyttösäännöistä yhdessä yhtiön kanssa.</li>
</ul>
<h2>Asukaskokous</h2>
<p>Asukaskokous pidetään vähintään kerran vuodessa, yleensä syksyllä. Kokouksessa valitaan asukastoimikunta tai yhteyshenkilö ja käsitellään toimintasuunnitelma ja talousarvio. Jokainen täysi-ikäinen asukas saa osallistua ja äänestää.</p>
<h2>Näin pääset mukaan</h2>
<p>Tule asukaskokoukseen ja asetu ehdolle, tai kysy nykyiseltä toimikunnalta, voitko osallistua sen toimintaan. Toimikunnan yhteystiedot ovat rapun ilmoitustaululla.</p>
<h2>Lomakkeet toimikunnalle</h2>
<p>Toimikunta hoitaa portaalissa kokouspöytäkirjat, toimintasuunnitelman, toimintakertomuksen, kuluselvitykset, matkalaskut ja tapahtumakutsut.</p>`,
    },
    en: {
      title: "Residents' committee",
      html: `<p>The residents' committee is a group elected by the residents of the building. It makes the building a nicer place to live and makes the residents' voice heard. The Finnish Act on Joint Management of Rental Buildings gives tenants the right to take part in the matters of their building.</p>
<h2>What does the committee do?</h2>
<ul>
<li>Organises yard cleaning days, parties and other <a href="/taloni/talon-tapahtumat">building events</a>.</li>
<li>Takes part in preparing the building's budget and rents and gives its opinion on them.</li>
<li>Passes on residents' wishes about repairs and services, such as cleaning and maintenance.</li>
<li>Agrees the rules for sauna turns and shared spaces together with the company.</li>
</ul>
<h2>House meeting</h2>
<p>A house meeting is held at least once a year, usually in the autumn. It elects the residents' committee or a contact person and discusses the action plan and the budget. Every adult resident may take part and vote.</p>
<h2>How to join</h2>
<p>Come to the house meeting and stand for election, or ask the current committee whether you can join its work. The committee's contact details are on the notice board in your stairwell.</p>
<h2>Forms for the committee</h2>
<p>In the portal the committee handles meeting minutes, the action plan, the annual report, expense reports, travel expenses and event invitations.</p>`,
    },
  },
  {
    slug: "asukastapahtumat",
    slugEn: "resident-events",
    fi: {
      title: "Asukastapahtumat",
      html: `<p>Asukastapahtumat ovat kaikille asukkaillemme avoimia tapahtumia: retkiä, liikuntaa, kursseja, kirpputoreja ja koulutuksia asukastoimijoille. Niitä järjestävät asukastoimikunnat, yhtiö ja asukastoiminnan Uuras-ohjelma.</p>
<h2>Mitä on tulossa?</h2>
<p>Tulevat tapahtumat näet portaalin etusivulta ja tältä sivulta. Oman talosi tapahtumat löydät sivulta <a href="/taloni/talon-tapahtumat">Talon tapahtumat</a>.</p>
<h2>Osallistuminen</h2>
<ul>
<li>Tapahtumat ovat maksuttomia tai edullisia asukkaille.</li>
<li>Joihinkin tapahtumiin ilmoittaudutaan etukäteen. Ilmoittautumisohje on tapahtuman tiedoissa.</li>
<li>Tilaa uutiskirje etusivulta, niin kuulet tapahtumista ensimmäisten joukossa.</li>
</ul>`,
    },
    en: {
      title: "Resident events",
      html: `<p>Resident events are open to all our residents: trips, sports, courses, flea markets and training for active residents. They are organised by residents' committees, the company and the Uuras resident-activity programme.</p>
<h2>What is coming up?</h2>
<p>Upcoming events are on the portal's home page and on this page. Events in your own building are on <a href="/taloni/talon-tapahtumat">Building events</a>.</p>
<h2>Taking part</h2>
<ul>
<li>Events are free or low-cost for residents.</li>
<li>Some events need you to sign up in advance. How to sign up is in the event details.</li>
<li>Subscribe to the newsletter on the home page to hear about events first.</li>
</ul>`,
    },
  },
  {
    slug: "asunnonvaihto",
    slugEn: "apartment-exchange",
    fi: {
      title: "Asunnonvaihto",
      html: `<p>Elämäntilanne muuttuu: perhe kasvaa, lapset muuttavat pois tai tarvitset esteettömän kodin. Voit hakea vaihtoa toiseen vuokra-asuntoomme.</p>
<h2>Näin haet vaihtoa</h2>
<ol>
<li>Tee <a href="/asuminen/asunnonvaihto/vaihto">vaihtoilmoitus</a> portaalissa. Kerro, millaista asuntoa ja millä alueella tarvitset.</li>
<li>Vaihtoilmoituksesi näkyy muille asukkaille ${EXCHANGE_VALID_MONTHS} kuukautta. Voit päivittää sen milloin tahansa ja uusia sen, kun se vanhenee.</li>
<li>Kun sopiva asunto vapautuu, otamme sinuun yhteyttä ja sovimme näytöstä.</li>
</ol>
<h2>Edellytykset</h2>
<ul>
<li>Vuokrat on maksettu, tai maksusuunnitelmaa on noudatettu.</li>
<li>Nykyinen asunto on hoidettu hyvin.</li>
<li>Vaihto perustuu tarpeeseen, esimerkiksi perhekokoon, terveyteen tai työpaikkaan.</li>
</ul>
<p>Vaihdossa nykyinen sopimuksesi päättyy ja uusi alkaa. Asunnon luovutuksesta sovitaan tarkastuksen yhteydessä.</p>`,
    },
    en: {
      title: "Apartment exchange",
      html: `<p>Life changes: the family grows, the children move out or you need an accessible home. You can apply to move to another of our rental homes.</p>
<h2>How to apply</h2>
<ol>
<li>Post an <a href="/asuminen/asunnonvaihto/vaihto">apartment exchange notice</a> in the portal. Tell us what kind of home you need and where.</li>
<li>Your exchange notice is shown to other residents for ${EXCHANGE_VALID_MONTHS} months. You can update it at any time and renew it when it expires.</li>
<li>When a suitable home becomes free, we contact you and arrange a viewing.</li>
</ol>
<h2>Requirements</h2>
<ul>
<li>The rent is paid, or the payment plan has been followed.</li>
<li>Your current home has been well looked after.</li>
<li>The exchange is based on need, for example family size, health or work.</li>
</ul>
<p>In an exchange your current lease ends and a new one begins. Handing over the old home is agreed at its inspection.</p>`,
    },
  },
];
