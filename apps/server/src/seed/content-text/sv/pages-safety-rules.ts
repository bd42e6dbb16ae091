import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentText } from "../types.ts";

/** Swedish of the safety, storage, parking and rules pages, by the page's (Finnish) slug. */
export const SAFETY_RULES_SV: Record<string, ContentText> = {
  "turvallisuus-ja-pelastautuminen": {
    title: "Säkerhet och räddning",
    html: `<p>Ett tryggt hem byggs av små handlingar. Läs de här anvisningarna och ditt hus räddningsplan, så vet du vad du ska göra i en nödsituation.</p>
<h2>Ring 112 i en nödsituation</h2>
<ol>
<li>Ring nödnumret <strong>112</strong>. Berätta vad som har hänt och var: gatuadress, trappa och våning.</li>
<li>Varna andra och hjälp dem som behöver hjälp.</li>
<li>Vid brand, stäng dörrarna efter dig. Använd inte hissen.</li>
<li>Visa räddningspersonalen vägen och gå till husets samlingsplats.</li>
</ol>
<p>Om det finns rök i trapphuset, stanna i bostaden. Stäng dörren, täta springorna med våta handdukar och ring 112. Bostadens dörr skyddar länge mot brand.</p>
<h2>Brandvarnaren är invånarens ansvar</h2>
<p>Enligt räddningslagen ska invånaren se till att bostaden har fungerande brandvarnare: minst en för varje påbörjad 60 kvadratmeter och på varje våning.</p>
<ul>
<li>Testa varnaren genom att trycka på testknappen en gång i månaden.</li>
<li>Byt batteriet när varnaren piper kort, och hela varnaren ungefär vart tionde år.</li>
<li>Om ditt hus har brandvarnare kopplade till elnätet, anmäl fel på dem till fastighetsskötseln med en <a href="/asuminen/vikailmoitus">felanmälan</a>.</li>
</ul>
<h2>Branddörrar och utrymningsvägar</h2>
<p>Branddörrarna i trapphus, källare och förråd hindrar brand och rök från att sprida sig. Håll dem stängda och kila inte upp dem. Trapphus och korridorer är utrymningsvägar, så där får man inte förvara saker.</p>
<h2>Skyddsrum</h2>
<p>Var husets skyddsrum finns står i räddningsplanen och på skyltarna i trapphuset. Skyddsrummet kan användas som förråd i fredstid, men det ska kunna tömmas inom 72 timmar.</p>
<p>Den allmänna farosignalen är en stigande och sjunkande ljudsignal som pågår i en minut. När du hör den, gå inomhus, stäng dörrar, fönster och ventilation och lyssna på radion. Larmet testas den första måndagen i månaden kl. 12.</p>
<h2>Räddningsplan</h2>
<p>I ditt hus räddningsplan beskrivs husets risker, samlingsplatsen, skyddsrummets plats och hur man agerar vid olyckor. Du hittar den på sidan <a href="/taloni/taloni-tiedot">Husets uppgifter</a> och bland <a href="/taloni/ohjeet-dokumentit">dokumenten</a>.</p>
<h2>Vattenskada</h2>
<p>Om det läcker vatten i din bostad, stäng genast av vattnet och ring fastighetsskötselns jour. Närmare anvisningar finns på sidan <a href="/asuminen/vikailmoitus">Felanmälan</a>.</p>`,
  },
  varastointi: {
    title: "Förvaring",
    html: `<p>Varje bostad har ett eget lösöresförråd. Dessutom har huset ett gemensamt cykelförråd och ofta också ett förråd för friluftsredskap.</p>
<h2>Ditt eget förrådsutrymme</h2>
<ul>
<li>Lås ditt förråd med ett eget lås. Förrådets nummer är detsamma som din bostads nummer, om inte annat är märkt.</li>
<li>Förvara sakerna ovanför golvet, till exempel på en hylla. Det kan ibland finnas fukt i källaren.</li>
<li>Bolaget ansvarar inte för saker som förvaras i förrådet. Kontrollera om din hemförsäkring täcker dem.</li>
</ul>
<h2>Det här får inte förvaras i förrådet</h2>
<ul>
<li>Bensin, gasflaskor eller andra lättantändliga vätskor och gaser.</li>
<li>Fyrverkerier.</li>
<li>Motorfordon, till exempel mopeder och motorcyklar, med bränsle i tanken.</li>
<li>Mat eller avfall som lockar skadedjur.</li>
</ul>
<h2>Brandsäkerhet</h2>
<p>Korridorerna i förrådsutrymmena är utrymningsvägar, så där får man inte lämna något. Håll branddörrarna stängda. Stapla inte saker ända upp till taket: lämna minst 50 centimeter fritt så att belysning och ventilation fungerar. Elapparater får inte laddas i förrådet.</p>
<h2>Cyklar</h2>
<p>Förvara cyklarna i cykelförrådet eller i cykelställen, inte i trapphuset. Elcykelns batteri laddas hemma under uppsikt, inte i förrådet. Fastighetsskötseln tar bort övergivna cyklar en gång om året: det meddelas i god tid med ett <a href="/taloni/tiedotteet">meddelande</a>, och cyklarna märks innan de tas bort.</p>`,
  },
  pysakointi: {
    title: "Parkering",
    html: `<p>Husets parkeringsplatser hyrs ut till invånarna. För platsen görs ett eget avtal, och hyran för platsen faktureras tillsammans med hyran.</p>
<h2>Att hyra en bilplats</h2>
<ul>
<li>Ansök om bilplats hos kundtjänsten per telefon ${CUSTOMER_SERVICE.phone}. Platserna delas ut i kölordning.</li>
<li>Du kan hyra en plats bara för en egen bil eller en bil som du använder och som är i trafik.</li>
<li>Platsens uppsägningstid är en månad. Platsen upphör också när du flyttar från huset.</li>
</ul>
<h2>Laddning av elbil</h2>
<p>En del hus har laddplatser för elbilar. Laddningen betalas enligt användning i laddningsoperatörens app. En elbil får inte laddas från en vanlig motorvärmarstolpe, eftersom det kan överbelasta elnätet och orsaka brandfara. Fråga kundtjänsten om en laddplats.</p>
<h2>Gästparkering</h2>
<p>Gäster kan parkera på de märkta gästplatserna. Följ skyltens tidsgräns och använd parkeringsskiva. En gästplats är inte invånarens egen, fasta plats.</p>
<h2>På gården och på räddningsvägar</h2>
<ul>
<li>På gården körs bara nödvändig service- och flyttkörning i gångfart.</li>
<li>Räddningsvägarna ska alltid hållas fria. En bil som parkerats på en räddningsväg kan flyttas på ägarens bekostnad.</li>
<li>För en felparkerad bil kan en kontrollavgift påföras. Skrotbilar och avregistrerade bilar flyttas bort.</li>
</ul>
<h2>På vintern</h2>
<p>Snöröjningen görs på morgnarna. Flytta din bil när plogning eller sandning av gården har meddelats med ett <a href="/taloni/tiedotteet">meddelande</a>. Motorvärmarstolpen används bara med timer, högst två timmar åt gången.</p>`,
  },
  "ohjeet-dokumentit": {
    title: "Anvisningar och dokument",
    html: `<p>På den här sidan hittar du husets ordningsregler, sorteringsanvisningar och andra viktiga anvisningar. Ditt hus egna handlingar, till exempel räddningsplanen och protokollen från invånarmötena, finns bland dokumenten.</p>
<h2>Ordningsreglerna i korthet</h2>
<ul>
<li><strong>Tystnad kl. 22–07.</strong> Undvik då bullriga arbeten och hög musik.</li>
<li><strong>Rökning</strong> är förbjuden i gemensamma inomhusutrymmen och trapphus samt på balkonger, om huset har rökförbud på balkongerna.</li>
<li><strong>Trapphusen</strong> är utrymningsvägar. Lämna inte barnvagnar, skor eller saker där.</li>
<li><strong>Husdjur</strong> hålls kopplade på husets område och rastas inte på lekplatserna.</li>
<li><strong>På balkongen</strong> får man inte grilla med kol- eller gasgrill. Elgrill är tillåten.</li>
<li><strong>Piska och vädra mattor</strong> bara på den plats på gården som är avsedd för det.</li>
</ul>
<h2>Bastu och tvättstuga</h2>
<p>Bastuturer och tvättstugeturer bokas i förväg. I bastun duschar man först, lämnar lavarna snygga och avslutar turen i tid. I tvättstugan och torkrummet hämtas tvätten genast efter den egna turen.</p>
<h2>Avfall och återvinning</h2>
<p>Sortera avfallet i husets avfallsskjul. Skölj förpackningarna lätt och platta till dem.</p>
<ul>
<li><strong>Bioavfall</strong>: matrester, kaffesump och hushållspapper. Använd en papperspåse eller en biologiskt nedbrytbar påse.</li>
<li><strong>Kartong</strong>: mjölk- och saftförpackningar, pappkartonger och andra kartongförpackningar, tillplattade.</li>
<li><strong>Plast</strong>: plastförpackningar, till exempel yoghurtburkar, plastpåsar och flaskor för tvättmedel.</li>
<li><strong>Glas</strong>: tomma glasburkar och glasflaskor. Inte fönsterglas, speglar eller porslin.</li>
<li><strong>Metall</strong>: konservburkar, aluminiumformar och metallock.</li>
<li><strong>Papper</strong>: dags- och veckotidningar, reklam och kuvert.</li>
<li><strong>Blandavfall</strong>: det som inte passar i de andra kärlen.</li>
</ul>
<h3>Farligt avfall och stora föremål</h3>
<p>För batterier, lågenergilampor och elapparater till butikernas insamlingsställen. Färger, lösningsmedel, läkemedel och annat farligt avfall hör hemma på avfallsstationen eller apoteket, inte i avfallsskjulet. Möbler och andra stora föremål för du själv till avfallsstationen eller till återvinning. För bortforsling av saker som lämnats i avfallsskjulet debiteras en avgift.</p>
<h2>Dokument</h2>
<p>Bland ditt hus dokument hittar du räddningsplanen, bostadens bruks- och skötselanvisning samt protokollen från invånarmötena. Fråga efter saknade handlingar hos <a href="/ota-yhteytta/viesti">kundtjänsten</a>.</p>`,
  },
  varaukset: {
    title: "Bokningar: bastuturer och tvättstuga",
    html: `<p>Husets bastu, tvättstuga och torkrum är gemensamma för alla invånare. När alla följer samma regler fungerar turerna för alla.</p>
<h2>Bastuturer och bastuns regler</h2>
<p>Du kan boka en egen bastutur varje vecka, och dessutom har huset allmänna bastuturer separat för kvinnor och män. Lediga bastuturer ser och bokar du bland portalens bokningar. En fast tur kan du också få via kundtjänsten. Den fasta turen faktureras varje månad tillsammans med hyran.</p>
<ul>
<li>Duscha innan du går in i bastun.</li>
<li>Man bastar bara på sin egen tur. Turen slutar i tid så att nästa kan börja.</li>
<li>Sitt på ett lavunderlägg. Skölj lavarna och ta med dig ditt skräp.</li>
<li>Alkohol och glasflaskor hör inte hemma i bastun.</li>
<li>Barn bastar bara tillsammans med en vuxen.</li>
<li>Torka inte tvätt i bastun och täck inte över bastuugnen.</li>
<li>Om bastuugnen inte blir varm eller ljuset inte tänds, gör en <a href="/asuminen/vikailmoitus">felanmälan</a>.</li>
</ul>
<p>Om du inte kan använda din tur under en längre tid, avstå från den så att någon annan kan använda den.</p>
<h2>Tvättstuga</h2>
<ul>
<li>Boka en tvättur bland portalens bokningar. Om du inte kommer inom 15 minuter från turens början blir turen ledig för andra.</li>
<li>Använd bara tvättmedel enligt tvättstugans anvisning och dosera dem rätt.</li>
<li>Töm luddfiltret och torka av maskinerna när du är klar.</li>
<li>Mattor och ridutrustning tvättas inte i de gemensamma maskinerna, om inte tvättstugan har en egen maskin för dem.</li>
</ul>
<h2>Torkrum</h2>
<ul>
<li>Torkrummet hör till den som bokat tvätturen under turen och tre timmar efter den.</li>
<li>Hämta den torra tvätten genast. Bortglömd tvätt läggs i hittegodskorgen.</li>
<li>Torka inte våta mattor eller skor i torkrummet.</li>
</ul>
<p>Frågor om bokningarna? Ring kundtjänsten ${CUSTOMER_SERVICE.phone}. Övriga kontaktuppgifter finns på sidan <a href="/ota-yhteytta/yhteystiedot">Kontaktuppgifter</a>.</p>`,
  },
};
