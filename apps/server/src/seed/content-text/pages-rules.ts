import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentTextPage } from "./types.ts";

export const RULES_PAGES: ContentTextPage[] = [
  {
    slug: "ohjeet-dokumentit",
    slugEn: "instructions-documents",
    fi: {
      title: "Ohjeet ja dokumentit",
      html: `<p>Tältä sivulta löydät talon järjestyssäännöt, kierrätysohjeet ja muut tärkeät ohjeet. Talosi omat asiakirjat, kuten pelastussuunnitelma ja asukaskokousten pöytäkirjat, ovat dokumenteissa.</p>
<h2>Järjestyssäännöt lyhyesti</h2>
<ul>
<li><strong>Hiljaisuus klo 22–07.</strong> Vältä silloin meluavia töitä ja kovaa musiikkia.</li>
<li><strong>Tupakointi</strong> on kielletty yhteisissä sisätiloissa ja porraskäytävissä sekä parvekkeilla, jos talossa on parveketupakointikielto.</li>
<li><strong>Porraskäytävät</strong> ovat poistumisteitä. Älä jätä niihin lastenvaunuja, kenkiä tai tavaroita.</li>
<li><strong>Lemmikit</strong> pidetään kytkettyinä talon alueella, eikä niitä ulkoiluteta leikkipaikoilla.</li>
<li><strong>Parvekkeella</strong> ei grillata hiiligrillillä eikä kaasugrillillä. Sähkögrilli on sallittu.</li>
<li><strong>Tamppaa ja tuuleta mattoja</strong> vain niille varatulla paikalla pihalla.</li>
</ul>
<h2>Sauna ja pesutupa</h2>
<p>Saunavuorot ja pesutuvan vuorot varataan etukäteen. Saunassa käydään ensin suihkussa, lauteet jätetään siistiksi ja vuoro päättyy ajallaan. Pesutuvassa ja kuivaushuoneessa pyykit haetaan pois heti oman vuoron jälkeen.</p>
<h2>Jätteet ja kierrätys</h2>
<p>Lajittele jätteet talon jätekatoksessa. Huuhtele pakkaukset kevyesti ja litistä ne.</p>
<ul>
<li><strong>Biojäte</strong>: ruoantähteet, kahvinporot ja talouspaperi. Käytä paperipussia tai biohajoavaa pussia.</li>
<li><strong>Kartonki</strong>: maito- ja mehutölkit, pahvilaatikot ja muut kartonkipakkaukset litistettyinä.</li>
<li><strong>Muovi</strong>: muovipakkaukset, kuten jogurttipurkit, muovipussit ja pesuainepullot.</li>
<li><strong>Lasi</strong>: tyhjät lasipurkit ja -pullot. Ei ikkunalasia, peilejä eikä posliinia.</li>
<li><strong>Metalli</strong>: säilyketölkit, alumiinivuoat ja metallikannet.</li>
<li><strong>Paperi</strong>: sanoma- ja aikakauslehdet, mainokset ja kirjekuoret.</li>
<li><strong>Sekajäte</strong>: se, mikä ei käy muihin astioihin.</li>
</ul>
<h3>Vaarallinen jäte ja isot tavarat</h3>
<p>Vie paristot, energiansäästölamput ja sähkölaitteet kauppojen keräyspisteisiin. Maalit, liuottimet, lääkkeet ja muu vaarallinen jäte kuuluvat jäteasemalle tai apteekkiin, ei jätekatokseen. Huonekalut ja muut isot tavarat toimitat itse jäteasemalle tai kierrätykseen. Jätekatokseen jätetyn tavaran poisviennistä laskutetaan.</p>
<h2>Dokumentit</h2>
<p>Talosi dokumenteista löydät pelastussuunnitelman, asunnon käyttö- ja huolto-ohjeen sekä asukaskokousten pöytäkirjat. Kysy puuttuvia asiakirjoja <a href="/ota-yhteytta/viesti">asiakaspalvelusta</a>.</p>`,
    },
    en: {
      title: "Instructions and documents",
      html: `<p>This page has the house rules, recycling instructions and other important guidance. Your building's own documents, such as the emergency plan and the minutes of residents' meetings, are under documents.</p>
<h2>The house rules in short</h2>
<ul>
<li><strong>Quiet hours 22–07.</strong> Avoid noisy work and loud music then.</li>
<li><strong>Smoking</strong> is not allowed in shared indoor spaces or stairwells, nor on balconies where the building has a balcony smoking ban.</li>
<li><strong>Stairwells</strong> are escape routes. Do not leave prams, shoes or other things there.</li>
<li><strong>Pets</strong> are kept on a lead on the property and are not walked in the playgrounds.</li>
<li><strong>On the balcony</strong> no charcoal or gas grills. An electric grill is fine.</li>
<li><strong>Beat and air your rugs</strong> only at the place set aside for it in the yard.</li>
</ul>
<h2>Sauna and laundry</h2>
<p>Sauna turns and laundry turns are booked in advance. Take a shower before the sauna, leave the benches clean and end your turn on time. In the laundry room and drying room, collect your laundry as soon as your turn is over.</p>
<h2>Waste and recycling</h2>
<p>Sort your waste in the building's waste shelter. Rinse packaging lightly and flatten it.</p>
<ul>
<li><strong>Biowaste</strong>: food scraps, coffee grounds and kitchen paper. Use a paper bag or a compostable bag.</li>
<li><strong>Cardboard</strong>: milk and juice cartons, cardboard boxes and other cardboard packaging, flattened.</li>
<li><strong>Plastic</strong>: plastic packaging, such as yoghurt pots, plastic bags and detergent bottles.</li>
<li><strong>Glass</strong>: empty glass jars and bottles. No window glass, mirrors or china.</li>
<li><strong>Metal</strong>: tins, aluminium trays and metal lids.</li>
<li><strong>Paper</strong>: newspapers, magazines, advertising and envelopes.</li>
<li><strong>Mixed waste</strong>: whatever does not fit the other bins.</li>
</ul>
<h3>Hazardous waste and large items</h3>
<p>Take batteries, energy-saving bulbs and electrical devices to the collection points in shops. Paints, solvents, medicines and other hazardous waste go to a waste station or a pharmacy, never to the waste shelter. Take furniture and other large items to a waste station or a recycling centre yourself. Items left in the waste shelter are removed at the resident's cost.</p>
<h2>Documents</h2>
<p>Your building's documents include the emergency plan, the apartment's user and maintenance instructions and the minutes of residents' meetings. Ask <a href="/ota-yhteytta/viesti">customer service</a> for anything that is missing.</p>`,
    },
  },
  {
    slug: "varaukset",
    slugEn: "bookings",
    fi: {
      title: "Varaukset: saunavuorot ja pesutupa",
      html: `<p>Talon sauna, pesutupa ja kuivaushuone ovat kaikkien asukkaiden yhteisiä. Kun jokainen noudattaa samoja sääntöjä, vuorot toimivat kaikille.</p>
<h2>Saunavuorot ja saunan säännöt</h2>
<p>Voit varata oman viikoittaisen saunavuoron, ja talossa on lisäksi yleiset saunavuorot erikseen naisille ja miehille. Vapaat saunavuorot näet ja varaat portaalin varauksista. Vakiovuoron saat myös asiakaspalvelun kautta. Vakiovuorosta laskutetaan kuukausittain vuokran yhteydessä.</p>
<ul>
<li>Käy suihkussa ennen saunaan menoa.</li>
<li>Saunaan mennään vain omalla vuorolla. Vuoro päättyy ajallaan, jotta seuraava pääsee aloittamaan.</li>
<li>Istu laudeliinan päällä. Huuhtele lauteet ja vie omat roskat pois.</li>
<li>Alkoholi ja lasipullot eivät kuulu saunaan.</li>
<li>Lapset saunovat vain aikuisen kanssa.</li>
<li>Älä kuivaa pyykkiä saunassa äläkä peitä kiuasta.</li>
<li>Jos kiuas ei lämpene tai valo ei syty, tee <a href="/asuminen/vikailmoitus">vikailmoitus</a>.</li>
</ul>
<p>Jos et pääse vuorollesi pitkään aikaan, luovu vuorosta, jotta joku muu voi käyttää sitä.</p>
<h2>Pesutupa</h2>
<ul>
<li>Varaa pesuvuoro portaalin varauksista. Jos et tule 15 minuutin kuluessa vuoron alusta, vuoro vapautuu muille.</li>
<li>Käytä vain pesutuvan ohjeen mukaisia pesuaineita ja annostele ne oikein.</li>
<li>Tyhjennä nukkasihti ja pyyhi koneet, kun lopetat.</li>
<li>Mattoja ja ratsastusvarusteita ei pestä yhteisissä koneissa, ellei pesutuvassa ole niille omaa konetta.</li>
</ul>
<h2>Kuivaushuone</h2>
<ul>
<li>Kuivaushuone kuuluu pesuvuoron varaajalle vuoron ajan ja kolme tuntia sen jälkeen.</li>
<li>Hae kuivat pyykit pois heti. Unohtuneet pyykit viedään löytötavarakoriin.</li>
<li>Älä kuivaa kuivaushuoneessa märkiä mattoja tai kenkiä.</li>
</ul>
<p>Kysyttävää varauksista? Soita asiakaspalveluun ${CUSTOMER_SERVICE.phone}. Muut yhteystiedot löydät sivulta <a href="/ota-yhteytta/yhteystiedot">Yhteystiedot</a>.</p>`,
    },
    en: {
      title: "Bookings: sauna turns and laundry",
      html: `<p>The building's sauna, laundry room and drying room are shared by all residents. When everyone follows the same rules, the turns work for all.</p>
<h2>Sauna turns and sauna rules</h2>
<p>You can book your own weekly sauna turn, and the building also has shared turns, separately for women and for men. You can see and book free sauna turns in the portal's bookings. Customer service can also arrange a regular turn for you. A regular turn is billed monthly with your rent.</p>
<ul>
<li>Take a shower before you go into the sauna.</li>
<li>Use the sauna only during your own turn. Your turn ends on time so the next person can start.</li>
<li>Sit on a bench towel. Rinse the benches and take your rubbish with you.</li>
<li>Alcohol and glass bottles do not belong in the sauna.</li>
<li>Children use the sauna only with an adult.</li>
<li>Do not dry laundry in the sauna or cover the stove.</li>
<li>If the stove does not heat or the light does not work, make a <a href="/asuminen/vikailmoitus">fault report</a>.</li>
</ul>
<p>If you will not use your turn for a long time, give it up so someone else can use it.</p>
<h2>Laundry room</h2>
<ul>
<li>Book a washing turn in the portal's bookings. If you have not arrived within 15 minutes of the start, the turn is free for others.</li>
<li>Use only the detergents the laundry room instructions allow, and dose them correctly.</li>
<li>Empty the lint filter and wipe the machines when you finish.</li>
<li>Rugs and horse-riding gear are not washed in the shared machines, unless the laundry room has a machine for them.</li>
</ul>
<h2>Drying room</h2>
<ul>
<li>The drying room belongs to the person who booked the washing turn, during the turn and for three hours after it.</li>
<li>Collect your dry laundry straight away. Forgotten laundry goes to the lost-and-found basket.</li>
<li>Do not dry wet rugs or shoes in the drying room.</li>
</ul>
<p>Questions about bookings? Call customer service on ${CUSTOMER_SERVICE.phone}. Other contacts are on <a href="/ota-yhteytta/yhteystiedot">Contact details</a>.</p>`,
    },
  },
];
