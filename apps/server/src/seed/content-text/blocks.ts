import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentTextPage } from "./types.ts";

/** Reusable blocks that pages and screens show as they are, such as beside the bill or the fault form. */
export const BLOCKS: ContentTextPage[] = [
  {
    slug: "maksuohjeet",
    slugEn: "payment-instructions",
    fi: {
      title: "Maksuohjeet",
      html: `<ul>
<li>Vuokra erääntyy kuukauden <strong>2. päivänä</strong>, ellei vuokrasopimuksessa sovita toisin.</li>
<li>Käytä aina <strong>omaa viitenumeroasi</strong>. Se on sama joka kuukausi.</li>
<li>Helpoin tapa on <strong>e-lasku</strong>: tee e-laskusopimus verkkopankissa ja valitse automaattinen maksu. Pankkien vanha suoramaksu on päättynyt.</li>
<li>Voit maksaa koko summan tai osan myös verkossa pankkitunnuksilla tai kortilla.</li>
</ul>
<p><strong>Etkö pysty maksamaan ajallaan?</strong> Ota yhteyttä ennen eräpäivää: ${CUSTOMER_SERVICE.phone}. Sovitaan maksusuunnitelma. Maksutonta apua saat myös oikeusaputoimistojen talous- ja velkaneuvonnasta. Lue lisää sivulta <a href="/vuokrani/maksaminen">Maksaminen</a>.</p>`,
    },
    en: {
      title: "How to pay",
      html: `<ul>
<li>Rent is due on the <strong>2nd day of each month</strong>, unless your lease says otherwise.</li>
<li>Always use <strong>your own reference number</strong>. It stays the same every month.</li>
<li>The easiest way is an <strong>e-invoice</strong>: make an e-invoice agreement in your online bank and choose automatic payment. The banks' old direct payment service has ended.</li>
<li>You can also pay all or part of the amount online with your bank credentials or a card.</li>
</ul>
<p><strong>Cannot pay on time?</strong> Contact us before the due date: ${CUSTOMER_SERVICE.phone}. We agree on a payment plan together. Free help is also available from the financial and debt counselling of the public legal aid offices. Read more on <a href="/vuokrani/maksaminen">Payment</a>.</p>`,
    },
  },
  {
    slug: "vesivahinko",
    slugEn: "water-leak",
    fi: {
      title: "Vesivahinko: toimi näin",
      html: `<ol>
<li><strong>Sulje vesi</strong> vuotavan laitteen hanasta tai asunnon sulkuventtiilistä.</li>
<li><strong>Soita heti huollon päivystykseen</strong>, myös yöllä ja viikonloppuna. Numero on Talon tiedot -sivulla ja rapun ilmoitustaululla.</li>
<li><strong>Kuivaa vesi</strong> ja siirrä tavarat pois märästä.</li>
<li><strong>Ota kuvia</strong> vuodosta ja vahingoista.</li>
<li><strong>Varoita alakerran naapuria.</strong></li>
<li><strong>Tee vikailmoitus</strong> ja liitä kuvat mukaan. Ilmoita vahingosta myös kotivakuutukseesi.</li>
</ol>
<p>Jos vettä tulee katosta tai sähkölaitteet ovat kastuneet, älä koske niihin. Katkaise virta sähkötaulusta, jos se on turvallista.</p>`,
    },
    en: {
      title: "Water leak: what to do",
      html: `<ol>
<li><strong>Turn off the water</strong> at the leaking appliance's tap or at the apartment's shut-off valve.</li>
<li><strong>Call the maintenance emergency number at once</strong>, also at night and at weekends. The number is on Building information and on the notice board in your stairwell.</li>
<li><strong>Dry the water</strong> and move your things out of the wet.</li>
<li><strong>Take photos</strong> of the leak and the damage.</li>
<li><strong>Warn your downstairs neighbour.</strong></li>
<li><strong>Make a fault report</strong> with the photos attached. Tell your home insurer about the damage too.</li>
</ol>
<p>If water is coming through the ceiling or electrical devices are wet, do not touch them. Switch off the power at the fuse box if it is safe to do so.</p>`,
    },
  },
];
