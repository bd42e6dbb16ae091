import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentTextPage } from "./types.ts";

export const RENT_PAGES: ContentTextPage[] = [
  {
    slug: "vuokrani",
    slugEn: "my-rent",
    fi: {
      title: "Vuokrani",
      html: `<p>Täältä löydät kaiken vuokraan liittyvän: laskusi, maksuohjeet, vuokrasopimuksesi ja mahdollisen velan erittelyn.</p>
<ul>
<li><a href="/vuokrani/maksutiedot">Maksutiedot</a>: vuokrasi, viitenumerosi ja maksuhistoriasi.</li>
<li><a href="/vuokrani/maksaminen">Maksaminen</a>: näin maksat vuokran ajallaan ja mitä teet, jos raha ei riitä.</li>
<li><a href="/vuokrani/vuokrasopimus">Vuokrasopimus</a>: sopimuksesi tiedot ja tulostettava versio.</li>
<li><a href="/vuokrani/velkaerittely">Velkaerittely</a>: maksamatta olevat erät yhdellä silmäyksellä.</li>
</ul>
<h2>Vuokra on meillä kohtuullinen</h2>
<p>Olemme yleishyödyllinen vuokranantaja. Vuokralla katetaan vain talon todelliset kulut, kuten lainat, lämmitys, huolto ja korjaukset. Emme tavoittele voittoa.</p>
<p>Jos sinulla on kysyttävää vuokrasta, <a href="/ota-yhteytta/viesti">lähetä meille viesti</a>.</p>`,
    },
    en: {
      title: "My rent",
      html: `<p>Here you find everything about your rent: your bills, how to pay, your lease and a breakdown of any unpaid amounts.</p>
<ul>
<li><a href="/vuokrani/maksutiedot">Payment details</a>: your rent, reference number and payment history.</li>
<li><a href="/vuokrani/maksaminen">Payment</a>: how to pay on time and what to do if money is short.</li>
<li><a href="/vuokrani/vuokrasopimus">Lease agreement</a>: the details of your lease and a printable copy.</li>
<li><a href="/vuokrani/velkaerittely">Debt breakdown</a>: unpaid amounts at a glance.</li>
</ul>
<h2>Your rent is fair</h2>
<p>We are a non-profit landlord. Rent covers only the real costs of the building, such as loans, heating, maintenance and repairs. We do not make a profit.</p>
<p>If you have questions about your rent, <a href="/ota-yhteytta/viesti">send us a message</a>.</p>`,
    },
  },
  {
    slug: "maksutiedot",
    slugEn: "payment-details",
    fi: {
      title: "Maksutiedot",
      html: `<p>Tällä sivulla näet vuokrasi, viitenumerosi ja tilinumeromme sekä sen, mitä olet jo maksanut.</p>
<h2>Muista nämä, kun maksat</h2>
<ul>
<li>Käytä aina <strong>omaa viitenumeroasi</strong>. Se on sama joka kuukausi, ja sen avulla maksusi kirjautuu oikealle sopimukselle.</li>
<li>Vuokra erääntyy kuukauden <strong>2. päivänä</strong>, ellei vuokrasopimuksessasi sovita toisin.</li>
<li>Voit maksaa vuokran myös verkossa pankkitunnuksilla tai kortilla suoraan tältä sivulta.</li>
</ul>
<h2>Maksuhistoria</h2>
<p>Maksut näkyvät historiassa muutaman pankkipäivän kuluessa. Jos maksu ei näy viikon kuluttua, tarkista viitenumero ja <a href="/ota-yhteytta/viesti">ota yhteyttä</a>.</p>
<p>Ohjeet e-laskuun ja siihen, mitä tehdä, jos et pysty maksamaan ajallaan, löydät sivulta <a href="/vuokrani/maksaminen">Maksaminen</a>.</p>`,
    },
    en: {
      title: "Payment details",
      html: `<p>On this page you see your rent, your reference number, our account number and what you have already paid.</p>
<h2>Remember these when you pay</h2>
<ul>
<li>Always use <strong>your own reference number</strong>. It stays the same every month and makes sure your payment goes to the right lease.</li>
<li>Rent is due on the <strong>2nd day of each month</strong>, unless your lease says otherwise.</li>
<li>You can also pay online with your bank credentials or a card straight from this page.</li>
</ul>
<h2>Payment history</h2>
<p>Payments appear in the history within a few banking days. If a payment is not shown after a week, check the reference number and <a href="/ota-yhteytta/viesti">contact us</a>.</p>
<p>For e-invoices and what to do if you cannot pay on time, see <a href="/vuokrani/maksaminen">Payment</a>.</p>`,
    },
  },
  {
    slug: "maksaminen",
    slugEn: "payment",
    fi: {
      title: "Vuokran maksaminen",
      html: `<p>Maksa vuokra joka kuukausi eräpäivään mennessä. Helpointa on, kun maksu lähtee automaattisesti.</p>
<h2>Tapoja maksaa</h2>
<h3>E-lasku</h3>
<p>Tee verkkopankissasi e-laskusopimus ja valitse laskuttajaksi Kotikallio Asunnot Oy. Saat vuokralaskun suoraan verkkopankkiin. Voit myös sopia, että pankki maksaa e-laskun automaattisesti eräpäivänä.</p>
<h3>Suoramaksu ja toistuva maksu</h3>
<p>Pankkien suoramaksu-palvelu on päättynyt. Sen tilalle sopii e-laskun automaattinen maksu tai verkkopankissa tehty toistuva maksu. Toistuvassa maksussa tarkista summa aina, kun vuokra muuttuu.</p>
<h3>Tilisiirto</h3>
<p>Maksa tilillemme ja käytä omaa viitenumeroasi. Tilinumeron ja viitteen näet <a href="/vuokrani/maksutiedot">Maksutiedot</a>-sivulta.</p>
<h3>Verkkomaksu portaalissa</h3>
<p>Voit maksaa koko summan tai osan siitä pankkitunnuksilla tai kortilla Maksutiedot-sivulla.</p>
<h2>Jos et pysty maksamaan ajallaan</h2>
<ol>
<li><strong>Ota yhteyttä heti</strong>, jo ennen eräpäivää. Soita asiakaspalveluun ${CUSTOMER_SERVICE.phone} tai <a href="/ota-yhteytta/viesti">lähetä viesti</a>.</li>
<li>Sovitaan yhdessä <strong>maksusuunnitelma</strong>. Kun sitä noudatetaan, asia ei etene perintään.</li>
<li>Tarkista, voitko saada <strong>Kelan yleistä asumistukea</strong> tai toimeentulotukea. Tulojen muuttuessa tuki kannattaa hakea heti.</li>
<li>Hae maksutonta apua: oikeusaputoimistojen <strong>talous- ja velkaneuvonta</strong> auttaa tekemään budjetin ja neuvottelemaan velkojien kanssa. Myös Takuusäätiön Velkalinja neuvoo maksutta.</li>
</ol>
<p>Myöhästyneestä maksusta peritään korkolain mukainen viivästyskorko. Maksamaton vuokra siirtyy perintään, ja siitä tulee lisäkuluja. Pitkään jatkuva maksamattomuus voi johtaa vuokrasopimuksen purkamiseen, joten älä jää yksin: puhutaan ajoissa.</p>`,
    },
    en: {
      title: "Paying your rent",
      html: `<p>Pay your rent every month by the due date. It is easiest when the payment goes out automatically.</p>
<h2>Ways to pay</h2>
<h3>E-invoice</h3>
<p>Make an e-invoice agreement in your online bank and choose Kotikallio Asunnot Oy as the biller. The rent bill then comes straight to your online bank. You can also let the bank pay the e-invoice automatically on the due date.</p>
<h3>Direct payment and recurring payment</h3>
<p>The banks' old direct payment service has ended. Instead, use automatic payment of your e-invoice or a recurring payment set up in your online bank. With a recurring payment, check the amount whenever your rent changes.</p>
<h3>Bank transfer</h3>
<p>Pay to our account and use your own reference number. You find the account number and reference on the <a href="/vuokrani/maksutiedot">Payment details</a> page.</p>
<h3>Online payment in the portal</h3>
<p>You can pay all or part of the amount with your bank credentials or a card on the Payment details page.</p>
<h2>If you cannot pay on time</h2>
<ol>
<li><strong>Contact us right away</strong>, even before the due date. Call customer service on ${CUSTOMER_SERVICE.phone} or <a href="/ota-yhteytta/viesti">send a message</a>.</li>
<li>We agree on a <strong>payment plan</strong> together. As long as it is followed, the debt does not go to collection.</li>
<li>Check whether you can get <strong>general housing allowance from Kela</strong> or social assistance. If your income changes, apply at once.</li>
<li>Get free help: the <strong>financial and debt counselling</strong> of the public legal aid offices helps you make a budget and talk with creditors. The Guarantee Foundation's debt helpline (Velkalinja) also gives free advice.</li>
</ol>
<p>Late payments carry penalty interest under the Interest Act. Unpaid rent goes to collection, which adds costs. Rent left unpaid for a long time can lead to the lease being terminated, so do not stay alone with it: let us talk early.</p>`,
    },
  },
  {
    slug: "vuokrasopimus",
    slugEn: "lease-agreement",
    fi: {
      title: "Vuokrasopimus",
      html: `<p>Vuokrasopimuksessa sovitaan asumisesi ehdoista: vuokra, eräpäivä, vakuus, sopimuksen alkamispäivä ja sopimuksen osapuolet. Voit tulostaa sopimuksesi tältä sivulta.</p>
<h2>Hyvä tietää</h2>
<ul>
<li>Sopimus on toistaiseksi voimassa oleva. Vuokralaisen irtisanomisaika on yksi kalenterikuukausi, ja se lasketaan irtisanomiskuukauden viimeisestä päivästä.</li>
<li>Vakuus palautetaan, kun asunto on tarkastettu ja vuokrat maksettu.</li>
<li>Kerro meille, jos asuntoosi muuttaa joku uusi tai joku muuttaa pois.</li>
<li>Asunnon vaihdosta toiseen vuokra-asuntoomme kerromme sivulla <a href="/asuminen/asunnonvaihto">Asunnonvaihto</a>.</li>
</ul>
<h2>Järjestyssäännöt ovat osa sopimusta</h2>
<p>Talon järjestyssäännöt sitovat kaikkia asukkaita ja vieraita. Lue ne sivulta <a href="/taloni/ohjeet-dokumentit">Ohjeet ja dokumentit</a>.</p>`,
    },
    en: {
      title: "Lease agreement",
      html: `<p>Your lease sets the terms of your tenancy: the rent, the due date, the deposit, the start date and the parties to the lease. You can print your lease from this page.</p>
<h2>Good to know</h2>
<ul>
<li>The lease is valid until further notice. A tenant's notice period is one calendar month, counted from the last day of the month in which you give notice.</li>
<li>The deposit is returned once the apartment has been inspected and the rent is paid.</li>
<li>Tell us when someone moves in with you or moves out.</li>
<li>To move to another of our rental homes, see <a href="/asuminen/asunnonvaihto">Apartment exchange</a>.</li>
</ul>
<h2>The house rules are part of the lease</h2>
<p>The house rules bind every resident and visitor. Read them on <a href="/taloni/ohjeet-dokumentit">Instructions and documents</a>.</p>`,
    },
  },
  {
    slug: "velkaerittely",
    slugEn: "debt-breakdown",
    fi: {
      title: "Velkaerittely",
      html: `<p>Velkaerittely näyttää, mitä on maksamatta: vuokrat, perintäkulut, viivästyskorot ja saunamaksut kuukausittain sekä yhteissumman.</p>
<h2>Näin hoidat velan</h2>
<ul>
<li>Maksa erääntynyt summa omalla viitenumerollasi tai verkkomaksuna <a href="/vuokrani/maksutiedot">Maksutiedot</a>-sivulla. Voit maksaa myös osan.</li>
<li>Jos et pysty maksamaan kerralla, sovi maksusuunnitelma asiakaspalvelun kanssa: ${CUSTOMER_SERVICE.phone}.</li>
<li>Jos velka on jo perinnässä, ota yhteyttä perintätoimistoon kirjeessä olevilla tiedoilla.</li>
</ul>
<p>Maksutonta apua saat oikeusaputoimistojen talous- ja velkaneuvonnasta. Lisää ohjeita on sivulla <a href="/vuokrani/maksaminen">Maksaminen</a>.</p>`,
    },
    en: {
      title: "Debt breakdown",
      html: `<p>The debt breakdown shows what is unpaid: rent, collection costs, penalty interest and sauna fees month by month, with the total.</p>
<h2>How to settle the debt</h2>
<ul>
<li>Pay the overdue amount with your own reference number or online on the <a href="/vuokrani/maksutiedot">Payment details</a> page. You can also pay part of it.</li>
<li>If you cannot pay it all at once, agree on a payment plan with customer service: ${CUSTOMER_SERVICE.phone}.</li>
<li>If the debt is already with a collection agency, contact them using the details in their letter.</li>
</ul>
<p>Free help is available from the financial and debt counselling of the public legal aid offices. More advice on the <a href="/vuokrani/maksaminen">Payment</a> page.</p>`,
    },
  },
];
