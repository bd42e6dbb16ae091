import { COMPANY, CUSTOMER_SERVICE } from "@portal/schemas/company";
import { EXCHANGE_VALID_MONTHS } from "@portal/schemas/exchange.constants";
import type { ContentText } from "../types.ts";

/** Swedish of the living and contact sections and the default page, by the page's (Finnish) slug. */
export const LIVING_CONTACT_SV: Record<string, ContentText> = {
  asuminen: {
    title: "Boende",
    html: `<p>I avdelningen Boende sköter du vardagens ärenden: du anmäler fel, bekantar dig med invånarverksamheten och söker en annan bostad.</p>
<ul>
<li><a href="/asuminen/vikailmoitus">Felanmälan</a>: när något är trasigt eller läcker.</li>
<li><a href="/asuminen/asukastoimikunta">Boendekommitté</a>: invånarnas egen plats att påverka.</li>
<li><a href="/asuminen/asukastapahtumat">Invånarevenemang</a>: gemensamma aktiviteter med grannarna.</li>
<li><a href="/asuminen/asunnonvaihto">Bostadsbyte</a>: när du behöver ett större, mindre eller annorlunda hem.</li>
</ul>`,
  },
  vikailmoitus: {
    title: "Felanmälan",
    html: `<p>Anmäl ett fel så snart du märker det. Ett litet fel är lättare och billigare att reparera än en stor skada. Du kan bifoga bilder till anmälan och följa hur den framskrider i portalen.</p>
<h2>Brådskande fel: ring</h2>
<p>Ring genast fastighetsskötselns jourtelefon vid en vattenläcka, om värmen eller elen går i hela bostaden, om ytterdörrens lås går sönder eller om någon har fastnat i hissen. Numret finns på sidan <a href="/taloni/taloni-tiedot">Husets uppgifter</a> och på trappans anslagstavla.</p>
<h2>Vattenläcka</h2>
<ol>
<li><strong>Stäng av vattnet.</strong> Stäng kranen till den läckande apparaten eller bostadens avstängningsventil, som vanligen finns i köket eller badrummet.</li>
<li><strong>Ring fastighetsskötselns jour</strong> genast, också nattetid.</li>
<li><strong>Begränsa skadan.</strong> Torka upp vattnet från golvet och flytta bort saker från det våta.</li>
<li><strong>Ta bilder</strong> av läckan och skadorna.</li>
<li><strong>Varna grannen på våningen under</strong>, om vatten har runnit ut på golvet.</li>
<li><strong>Gör en felanmälan</strong> och bifoga bilderna. Anmäl skadan också till din hemförsäkring.</li>
</ol>
<h2>Andra fel</h2>
<p>Gör en felanmälan till exempel när kranen droppar, toalettstolen rinner, ett fönster inte stängs, golvbrunnen luktar eller kylskåpet inte kyler. Berätta i anmälan vad som är trasigt, var det finns och om fastighetsskötseln får gå in i bostaden med huvudnyckeln.</p>
<p>Fel som beror på normalt slitage repareras avgiftsfritt. Om felet har uppstått genom vårdslöshet kan reparationen faktureras.</p>`,
  },
  asukastoimikunta: {
    title: "Boendekommitté",
    html: `<p>Boendekommittén är en grupp som husets invånare väljer och som främjar trivseln och för fram invånarnas röst. Lagen om samförvaltning i hyreshus garanterar hyresgästerna rätt att delta i husets angelägenheter.</p>
<h2>Vad gör boendekommittén?</h2>
<ul>
<li>Ordnar talkon, fester och andra <a href="/taloni/talon-tapahtumat">evenemang i huset</a>.</li>
<li>Deltar i beredningen av husets budget och hyror och ger utlåtande om dem.</li>
<li>För fram invånarnas önskemål om reparationer och tjänster, till exempel städning och fastighetsskötsel.</li>
<li>Beslutar om reglerna för bastuturer och gemensamma utrymmen tillsammans med bolaget.</li>
</ul>
<h2>Invånarmöte</h2>
<p>Invånarmötet hålls minst en gång om året, vanligen på hösten. På mötet väljs boendekommittén eller en kontaktperson och behandlas verksamhetsplanen och budgeten. Varje myndig invånare får delta och rösta.</p>
<h2>Så kommer du med</h2>
<p>Kom till invånarmötet och ställ upp i valet, eller fråga den nuvarande kommittén om du kan delta i dess verksamhet. Kommitténs kontaktuppgifter finns på trappans anslagstavla.</p>
<h2>Blanketter för kommittén</h2>
<p>Kommittén sköter i portalen mötesprotokoll, verksamhetsplan, verksamhetsberättelse, kostnadsredovisningar, reseräkningar och inbjudningar till evenemang.</p>`,
  },
  asukastapahtumat: {
    title: "Invånarevenemang",
    html: `<p>Invånarevenemangen är öppna för alla våra invånare: utflykter, motion, kurser, loppisar och utbildningar för invånaraktiva. De ordnas av boendekommittéerna, bolaget och invånarverksamhetens program Uuras.</p>
<h2>Vad är på gång?</h2>
<p>Kommande evenemang ser du på portalens startsida och på den här sidan. Ditt eget hus evenemang hittar du på sidan <a href="/taloni/talon-tapahtumat">Husets evenemang</a>.</p>
<h2>Att delta</h2>
<ul>
<li>Evenemangen är gratis eller förmånliga för invånarna.</li>
<li>Till en del evenemang anmäler man sig i förväg. Anvisningen för anmälan finns i evenemangets uppgifter.</li>
<li>Prenumerera på nyhetsbrevet på startsidan, så hör du om evenemangen bland de första.</li>
</ul>`,
  },
  asunnonvaihto: {
    title: "Bostadsbyte",
    html: `<p>Livssituationen förändras: familjen växer, barnen flyttar ut eller du behöver ett tillgängligt hem. Du kan ansöka om byte till en annan av våra hyresbostäder.</p>
<h2>Så ansöker du om byte</h2>
<ol>
<li>Gör en <a href="/asuminen/asunnonvaihto/vaihto">bytesannons</a> i portalen. Berätta vilken slags bostad du behöver och i vilket område.</li>
<li>Din bytesannons visas för andra invånare i ${EXCHANGE_VALID_MONTHS} månader. Du kan uppdatera den när som helst och förnya den när den går ut.</li>
<li>När en lämplig bostad blir ledig kontaktar vi dig och kommer överens om en visning.</li>
</ol>
<h2>Förutsättningar</h2>
<ul>
<li>Hyrorna är betalda, eller betalningsplanen har följts.</li>
<li>Den nuvarande bostaden har skötts väl.</li>
<li>Bytet grundar sig på ett behov, till exempel familjens storlek, hälsan eller arbetsplatsen.</li>
</ul>
<p>Vid bytet upphör ditt nuvarande avtal och ett nytt börjar. Överlåtelsen av bostaden avtalas i samband med granskningen.</p>`,
  },
  "ota-yhteytta": {
    title: "Kontakta oss",
    html: `<p>Vi hjälper gärna till. Välj det sätt som passar ditt ärende bäst.</p>
<ul>
<li><strong>Ett fel eller en läcka i bostaden?</strong> Gör en <a href="/asuminen/vikailmoitus">felanmälan</a>. I brådskande ärenden, ring fastighetsskötselns jour.</li>
<li><strong>Frågor om hyran, avtalet eller en flytt?</strong> <a href="/ota-yhteytta/viesti">Skicka ett meddelande</a> till kundtjänsten.</li>
<li><strong>Söker du ett telefonnummer?</strong> Se <a href="/ota-yhteytta/yhteystiedot">kontaktuppgifterna</a>.</li>
</ul>
<p>I en nödsituation, ring alltid 112.</p>`,
  },
  yhteystiedot: {
    title: "Kontaktuppgifter",
    html: `<h2>Kundtjänst</h2>
<p>${COMPANY.name}<br>${COMPANY.streetAddress}, ${COMPANY.postalCode} ${COMPANY.city}</p>
<ul>
<li>Telefon <strong>${CUSTOMER_SERVICE.phone}</strong> vardagar kl. 9–15</li>
<li>E-post ${CUSTOMER_SERVICE.email}</li>
</ul>
<p>Kundtjänsten hjälper till i ärenden som gäller hyra, räkningar, hyresavtal, bilplatser, bastuturer och bostadsbyte. Du kan också skicka ett meddelande <a href="/ota-yhteytta/viesti">i portalen</a>, så får du svaret på ett säkert sätt.</p>
<h2>Fastighetsskötsel och disponent</h2>
<p>Jourtelefonen till ditt hus servicebolag och disponentens kontaktuppgifter finns på sidan <a href="/taloni/taloni-tiedot">Husets uppgifter</a> och på trappans anslagstavla. Fastighetsskötselns jour betjänar dygnet runt vid brådskande fel.</p>
<h2>Nödsituationer</h2>
<p>Brand, olycka eller akut sjukdomsfall: ring <strong>112</strong>.</p>
<h2>Ekonomi- och skuldrådgivning</h2>
<p>Om du har svårt att betala hyran, kontakta först oss. Avgiftsfri rådgivning får du också av rättshjälpsbyråernas ekonomi- och skuldrådgivning.</p>`,
  },
  viesti: {
    title: "Skicka ett meddelande",
    html: `<p>Skicka ett meddelande till vår kundtjänst. Vi svarar vanligen inom två vardagar, och svaret syns i portalen.</p>
<ul>
<li>Välj ämne och närmare ämne, så går meddelandet till rätt person.</li>
<li>Skicka inte en felanmälan som meddelande. Använd <a href="/asuminen/vikailmoitus">felanmälan</a>, så får fastighetsskötseln informationen genast.</li>
<li>I ärenden som gäller bastu, tvättstuga och parkering, ring kundtjänsten ${CUSTOMER_SERVICE.phone}.</li>
</ul>`,
  },
  vastuullisuus: {
    title: "Ansvarsfullhet",
    html: `<p>Vår uppgift är att långsiktigt erbjuda goda hyresbostäder till skäligt pris. Ansvarsfullheten syns i hur vi prissätter, reparerar och lyssnar på våra invånare.</p>
<h2>Skäliga hyror</h2>
<p>Vi är en allmännyttig hyresvärd. Hyrorna bestäms enligt självkostnadsprincipen: de täcker husens lån, underhåll och reparationer, men ingen vinst. Ett eventuellt överskott används för husen och till invånarnas fördel.</p>
<h2>Energi och miljö</h2>
<ul>
<li>Vi följer husens energi- och vattenförbrukning och åtgärdar avvikelser snabbt.</li>
<li>Vi reglerar värmen så att det är cirka 21 grader i bostäderna.</li>
<li>Vi byter belysningen till LED-lampor och lägger till solpaneler och värmeåtervinning vid grundrenoveringar.</li>
<li>Vi gör sorteringen lättare: <a href="/taloni/ohjeet-dokumentit">sorteringsanvisningarna</a> finns i portalen och i avfallsskjulen.</li>
</ul>
<p>Du kan hjälpa till: duscha kort, anmäl läckande kranar och håll elementen fria.</p>
<h2>Tillgänglighet</h2>
<p>Vi förbättrar tillgängligheten i samband med reparationer, till exempel genom att bygga hissar och ramper. Vid behov kan ändringsarbeten göras i bostaden, till exempel stödhandtag. Fråga mer hos kundtjänsten. Portalen är gjord för att fungera också med tangentbord och skärmläsare.</p>
<h2>Invånardemokrati</h2>
<p>Invånarna påverkar husets angelägenheter i <a href="/asuminen/asukastoimikunta">boendekommittéerna</a> och på invånarmötena samt genom sina representanter i bolagets förvaltning. Vi frågar också efter din åsikt i invånarenkäter.</p>`,
  },
  "sisaltoa-ei-loytynyt": {
    title: "Innehållet hittades inte",
    html: `<p>Tyvärr hittades inte sidan du sökte. Den har kanske flyttats eller tagits bort.</p>
<ul>
<li>Gå tillbaka till <a href="/">startsidan</a>.</li>
<li>Sök innehåll med sökfältet högst upp på sidan.</li>
<li>Om du behöver hjälp, <a href="/ota-yhteytta/viesti">skicka oss ett meddelande</a>.</li>
</ul>`,
  },
};
