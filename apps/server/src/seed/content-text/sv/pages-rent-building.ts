import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentText } from "../types.ts";

/** Swedish of the rent and building sections, by the page's (Finnish) slug. */
export const RENT_BUILDING_SV: Record<string, ContentText> = {
  vuokrani: {
    title: "Min hyra",
    html: `<p>Här hittar du allt som gäller hyran: dina räkningar, betalningsanvisningar, ditt hyresavtal och en eventuell skuldspecifikation.</p>
<ul>
<li><a href="/vuokrani/maksutiedot">Betalningsuppgifter</a>: din hyra, ditt referensnummer och din betalningshistorik.</li>
<li><a href="/vuokrani/maksaminen">Betalning</a>: så betalar du hyran i tid och vad du gör om pengarna inte räcker.</li>
<li><a href="/vuokrani/vuokrasopimus">Hyresavtal</a>: uppgifterna om ditt avtal och en version att skriva ut.</li>
<li><a href="/vuokrani/velkaerittely">Skuldspecifikation</a>: obetalda poster i en överblick.</li>
</ul>
<h2>Hos oss är hyran skälig</h2>
<p>Vi är en allmännyttig hyresvärd. Hyran täcker bara husets verkliga kostnader, såsom lån, uppvärmning, fastighetsskötsel och reparationer. Vi strävar inte efter vinst.</p>
<p>Om du har frågor om hyran, <a href="/ota-yhteytta/viesti">skicka oss ett meddelande</a>.</p>`,
  },
  maksutiedot: {
    title: "Betalningsuppgifter",
    html: `<p>På den här sidan ser du din hyra, ditt referensnummer och vårt kontonummer samt det du redan har betalat.</p>
<h2>Kom ihåg det här när du betalar</h2>
<ul>
<li>Använd alltid <strong>ditt eget referensnummer</strong>. Det är detsamma varje månad, och med det bokförs betalningen på rätt avtal.</li>
<li>Hyran förfaller den <strong>2 varje månad</strong>, om inte något annat har avtalats i ditt hyresavtal.</li>
<li>Du kan också betala hyran på nätet med bankkoder eller kort direkt från den här sidan.</li>
</ul>
<h2>Betalningshistorik</h2>
<p>Betalningarna syns i historiken inom några bankdagar. Om en betalning inte syns efter en vecka, kontrollera referensnumret och <a href="/ota-yhteytta/viesti">kontakta oss</a>.</p>
<p>Anvisningar om e-faktura och om vad du gör om du inte kan betala i tid finns på sidan <a href="/vuokrani/maksaminen">Betalning</a>.</p>`,
  },
  maksaminen: {
    title: "Betalning av hyran",
    html: `<p>Betala hyran varje månad senast på förfallodagen. Enklast är det när betalningen går automatiskt.</p>
<h2>Sätt att betala</h2>
<h3>E-faktura</h3>
<p>Gör ett avtal om e-faktura i din nätbank och välj Kotikallio Asunnot Oy som fakturerare. Du får hyresräkningen direkt till nätbanken. Du kan också avtala att banken betalar e-fakturan automatiskt på förfallodagen.</p>
<h3>Direktbetalning och stående betalning</h3>
<p>Bankernas direktbetalningstjänst har upphört. I stället passar automatisk betalning av e-faktura eller en stående betalning i nätbanken. Vid stående betalning ska du kontrollera beloppet varje gång hyran ändras.</p>
<h3>Banköverföring</h3>
<p>Betala till vårt konto och använd ditt eget referensnummer. Kontonumret och referensen ser du på sidan <a href="/vuokrani/maksutiedot">Betalningsuppgifter</a>.</p>
<h3>Betalning på nätet i portalen</h3>
<p>Du kan betala hela beloppet eller en del av det med bankkoder eller kort på sidan Betalningsuppgifter.</p>
<h2>Om du inte kan betala i tid</h2>
<ol>
<li><strong>Kontakta oss genast</strong>, redan före förfallodagen. Ring kundtjänsten ${CUSTOMER_SERVICE.phone} eller <a href="/ota-yhteytta/viesti">skicka ett meddelande</a>.</li>
<li>Vi gör tillsammans upp en <strong>betalningsplan</strong>. När den följs går ärendet inte till indrivning.</li>
<li>Kontrollera om du kan få <strong>FPA:s allmänna bostadsbidrag</strong> eller utkomststöd. När inkomsterna ändras lönar det sig att söka stöd genast.</li>
<li>Sök avgiftsfri hjälp: rättshjälpsbyråernas <strong>ekonomi- och skuldrådgivning</strong> hjälper dig att göra en budget och förhandla med borgenärerna. Också Garantistiftelsens Skuldlinjen ger råd avgiftsfritt.</li>
</ol>
<p>För en försenad betalning tas dröjsmålsränta ut enligt räntelagen. Obetald hyra går till indrivning, och det medför extra kostnader. Långvariga obetalda hyror kan leda till att hyresavtalet hävs, så stå inte ensam: vi pratar i tid.</p>`,
  },
  vuokrasopimus: {
    title: "Hyresavtal",
    html: `<p>I hyresavtalet avtalas villkoren för ditt boende: hyran, förfallodagen, säkerheten, avtalets startdag och avtalets parter. Du kan skriva ut ditt avtal på den här sidan.</p>
<h2>Bra att veta</h2>
<ul>
<li>Avtalet gäller tills vidare. Hyresgästens uppsägningstid är en kalendermånad, och den räknas från den sista dagen i den månad då avtalet sägs upp.</li>
<li>Säkerheten återbetalas när bostaden har granskats och hyrorna är betalda.</li>
<li>Meddela oss om någon ny flyttar in i din bostad eller om någon flyttar ut.</li>
<li>Om byte till en annan av våra hyresbostäder berättar vi på sidan <a href="/asuminen/asunnonvaihto">Bostadsbyte</a>.</li>
</ul>
<h2>Ordningsreglerna är en del av avtalet</h2>
<p>Husets ordningsregler gäller alla invånare och gäster. Läs dem på sidan <a href="/taloni/ohjeet-dokumentit">Anvisningar och dokument</a>.</p>`,
  },
  velkaerittely: {
    title: "Skuldspecifikation",
    html: `<p>Skuldspecifikationen visar vad som är obetalt: hyror, indrivningskostnader, dröjsmålsräntor och bastuavgifter per månad samt totalbeloppet.</p>
<h2>Så sköter du skulden</h2>
<ul>
<li>Betala det förfallna beloppet med ditt eget referensnummer eller som betalning på nätet på sidan <a href="/vuokrani/maksutiedot">Betalningsuppgifter</a>. Du kan också betala en del.</li>
<li>Om du inte kan betala på en gång, avtala om en betalningsplan med kundtjänsten: ${CUSTOMER_SERVICE.phone}.</li>
<li>Om skulden redan är hos indrivning, kontakta indrivningsbyrån med uppgifterna i brevet.</li>
</ul>
<p>Avgiftsfri hjälp får du av rättshjälpsbyråernas ekonomi- och skuldrådgivning. Fler anvisningar finns på sidan <a href="/vuokrani/maksaminen">Betalning</a>.</p>`,
  },
  taloni: {
    title: "Mitt hus",
    html: `<p>I avdelningen Mitt hus finns allt du behöver i vardagen i ditt eget hus: fastighetsskötselns kontaktuppgifter, husets uppgifter, säkerhetsanvisningar, meddelanden och evenemang.</p>
<h2>Fastighetsskötsel och disponent</h2>
<p>Kontaktuppgifterna till ditt hus servicebolag och disponent ser du på sidan <a href="/taloni/taloni-tiedot">Husets uppgifter</a> och på trappans anslagstavla. I brådskande ärenden, till exempel vid en vattenläcka, ring genast servicebolagets jourtelefon, också nattetid och under veckoslut.</p>
<p>Andra fel anmäler du enklast med en <a href="/asuminen/vikailmoitus">felanmälan</a>.</p>
<h2>Avdelningens sidor</h2>
<ul>
<li><a href="/taloni/turvallisuus-ja-pelastautuminen">Säkerhet och räddning</a></li>
<li><a href="/taloni/vesimittari">Vattenmätare</a></li>
<li><a href="/taloni/tiedotteet">Meddelanden</a> och <a href="/taloni/talon-tapahtumat">husets evenemang</a></li>
<li><a href="/taloni/ohjeet-dokumentit">Anvisningar och dokument</a>, till exempel ordningsregler, bastuturer och återvinning</li>
<li><a href="/taloni/pysakointi">Parkering</a> och <a href="/taloni/varastointi">förvaring</a></li>
</ul>`,
  },
  "taloni-tiedot": {
    title: "Husets uppgifter",
    html: `<p>På sidan Husets uppgifter ser du ditt hus grunduppgifter: byggnadsår, antal våningar, uppvärmningssätt och om huset har hiss, bastu och tvättstuga.</p>
<p>På sidan finns också servicebolagets och disponentens kontaktuppgifter samt husets räddningsplan, om den finns tillgänglig.</p>
<h2>Vem vänder jag mig till?</h2>
<ul>
<li><strong>Servicebolaget</strong>: fel, nycklar, värme, vatten och gården.</li>
<li><strong>Disponenten</strong>: husets reparationer, renoveringar och gemensamma angelägenheter.</li>
<li><strong>Kundtjänsten</strong>: hyra, avtal, flyttningar och bostadsbyte.</li>
</ul>
<p>Om uppgifterna är felaktiga, meddela oss med ett <a href="/ota-yhteytta/viesti">meddelande</a>.</p>`,
  },
  vesimittari: {
    title: "Vattenmätare",
    html: `<p>Om din bostad har en egen vattenmätare betalar du för vattnet enligt hur mycket du använder. Du ser din förbrukning månad för månad på den här sidan.</p>
<h2>Så sparar du vatten</h2>
<ul>
<li>Duscha snabbt. En minut i duschen förbrukar cirka 12 liter vatten.</li>
<li>Diska och tvätta med fulla maskiner.</li>
<li>Låt inte kranen rinna i onödan när du borstar tänderna eller sköljer grönsaker.</li>
</ul>
<h2>Droppar kranen eller rinner toalettstolen?</h2>
<p>En droppande kran kan förbruka tiotals liter per dygn, och en rinnande toalettstol hundratals. Om din förbrukning plötsligt ökar, gör en <a href="/asuminen/vikailmoitus">felanmälan</a>. Reparationen är gratis för dig.</p>
<p>Mätarställningarna avläses på distans, så du behöver inte anmäla dem själv.</p>`,
  },
  tiedotteet: {
    title: "Meddelanden",
    html: `<p>I meddelandena berättar vi om sådant som gäller just ditt hus: servicearbeten, vatten- och elavbrott, renoveringar, gårds- och städarbeten samt ändringar i husets rutiner.</p>
<h2>Vad står i meddelandena?</h2>
<ul>
<li>När arbetet görs och hur länge det pågår.</li>
<li>Hur arbetet påverkar din vardag, till exempel om vattnet är avstängt eller om balkongen ska tömmas.</li>
<li>Vem du kan ringa om du har frågor.</li>
</ul>
<p>Brådskande meddelanden syns också på portalens startsida och på trappans anslagstavla. Nyheter för hela bolaget hittar du bland nyheterna på startsidan.</p>`,
  },
  "talon-tapahtumat": {
    title: "Husets evenemang",
    html: `<p>Bland husets evenemang ser du vad som är på gång i ditt eget hus: gårdstalkon, invånarmöten, loppisar, lillajulsfester och andra gemensamma stunder.</p>
<p>Evenemangen ordnas vanligen av husets <a href="/asuminen/asukastoimikunta">boendekommitté</a> eller kontaktperson. Välkommen med, även om du inte känner någon ännu. Evenemangen är gratis för invånarna om inget annat sägs.</p>
<h2>Vill du ordna ett evenemang?</h2>
<p>Berätta om din idé för boendekommittén. Kommittén kan använda husets anslag för invånarverksamhet till evenemang. Hela bolagets gemensamma evenemang hittar du på sidan <a href="/asuminen/asukastapahtumat">Invånarevenemang</a>.</p>`,
  },
};
