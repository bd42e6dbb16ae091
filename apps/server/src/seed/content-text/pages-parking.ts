import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentTextPage } from "./types.ts";

export const PARKING_PAGES: ContentTextPage[] = [
  {
    slug: "pysakointi",
    slugEn: "parking",
    fi: {
      title: "Pysäköinti",
      html: `<p>Talon pysäköintipaikat vuokrataan asukkaille. Paikasta tehdään oma sopimus, ja paikan vuokra laskutetaan vuokran yhteydessä.</p>
<h2>Autopaikan vuokraaminen</h2>
<ul>
<li>Hae autopaikkaa asiakaspalvelusta puhelimitse ${CUSTOMER_SERVICE.phone}. Paikat jaetaan jonotusjärjestyksessä.</li>
<li>Voit vuokrata paikan vain omaan tai käytössäsi olevaan autoon, joka on liikennekäytössä.</li>
<li>Paikan irtisanomisaika on yksi kuukausi. Paikka päättyy myös, kun muutat pois talosta.</li>
</ul>
<h2>Sähköauton lataus</h2>
<p>Osassa taloista on latauspaikkoja sähköautoille. Lataus maksetaan käytön mukaan latausoperaattorin sovelluksella. Tavallisesta lämmitystolpasta ei saa ladata sähköautoa, koska se voi ylikuormittaa sähköverkon ja aiheuttaa palovaaran. Kysy latauspaikkaa asiakaspalvelusta.</p>
<h2>Vieraspysäköinti</h2>
<p>Vieraat voivat pysäköidä merkityille vieraspaikoille. Noudata kyltin aikarajaa ja käytä pysäköintikiekkoa. Vieraspaikka ei ole asukkaan oma, pysyvä paikka.</p>
<h2>Pihalla ja pelastusteillä</h2>
<ul>
<li>Pihalla ajetaan vain pakollinen huolto- ja muuttoajo kävelyvauhtia.</li>
<li>Pelastustiet on pidettävä aina vapaina. Pelastustielle pysäköity auto voidaan siirtää omistajan kustannuksella.</li>
<li>Väärin pysäköidystä autosta voidaan antaa valvontamaksu. Romuautot ja rekisteristä poistetut autot siirretään pois.</li>
</ul>
<h2>Talvella</h2>
<p>Lumityöt tehdään aamuisin. Siirrä autosi, kun piha-alueen aurauksesta tai hiekoituksesta on ilmoitettu <a href="/taloni/tiedotteet">tiedotteella</a>. Lämmitystolppaa käytetään vain ajastimen kanssa, enintään kaksi tuntia kerrallaan.</p>`,
    },
    en: {
      title: "Parking",
      html: `<p>The building's parking spaces are rented to residents. A parking space has its own agreement, and its rent is billed with your rent.</p>
<h2>Renting a parking space</h2>
<ul>
<li>Apply for a space by calling customer service on ${CUSTOMER_SERVICE.phone}. Spaces are given in queue order.</li>
<li>You can rent a space only for a car that you own or use and that is registered for use on the road.</li>
<li>The notice period for a space is one month. The space also ends when you move out of the building.</li>
</ul>
<h2>Charging an electric car</h2>
<p>Some of our buildings have charging points for electric cars. You pay for charging by use through the charging operator's app. Do not charge an electric car from an ordinary engine-heater post: it can overload the wiring and cause a fire. Ask customer service about a charging space.</p>
<h2>Guest parking</h2>
<p>Guests can park in the marked guest spaces. Follow the time limit on the sign and use a parking disc. A guest space is not a resident's own, permanent space.</p>
<h2>In the yard and on fire lanes</h2>
<ul>
<li>Drive in the yard only when you must, for deliveries or moving, at walking pace.</li>
<li>Fire lanes must be kept clear at all times. A car parked on a fire lane can be towed at the owner's cost.</li>
<li>A wrongly parked car can get a parking control fee. Scrap cars and deregistered cars are towed away.</li>
</ul>
<h2>In winter</h2>
<p>Snow is cleared in the mornings. Move your car when a <a href="/taloni/tiedotteet">notice</a> tells you the car park will be ploughed or gritted. Use the engine-heater post only with a timer, for two hours at a time at most.</p>`,
    },
  },
];
