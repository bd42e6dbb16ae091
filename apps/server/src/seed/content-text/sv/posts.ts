import type { ContentText } from "../types.ts";

/** Swedish of the news, by the post's (Finnish) slug. */
export const POSTS_SV: Record<string, ContentText & { excerpt: string }> = {
  "talven-lumityot-ja-pysakointi": {
    title: "Vinterns snöarbeten och parkering",
    excerpt: "Plogningen av gårdarna börjar på morgnarna. Flytta din bil när ett meddelande ber om det.",
    html: `<p>Vintern har kommit, och servicebolagen plogar och sandar gårdarna på morgnarna. För att snöarbetena ska löpa behöver vi din hjälp.</p>
<ul>
<li>När plogningen av parkeringsområdet har meddelats med ett <a href="/taloni/tiedotteet">meddelande</a>, flytta din bil från platsen på den utsatta dagen.</li>
<li>Håll räddningsvägarna och sopbilens rutter fria. En bil som lämnats bakom snöhögar gör det långsammare för alla.</li>
<li>Använd motorvärmarstolpen med timer, högst två timmar åt gången.</li>
<li>Om gården är hal eller det finns snölast på taket, meddela fastighetsskötseln med en <a href="/asuminen/vikailmoitus">felanmälan</a>.</li>
</ul>
<p>Mer om parkering på sidan <a href="/taloni/pysakointi">Parkering</a>.</p>`,
  },
  asukaskysely: {
    title: "Invånarenkäten är öppen: berätta hur boendet fungerar",
    excerpt: "Svara på invånarenkäten inom tre veckor. Bland dem som svarar lottas presentkort ut.",
    html: `<p>Vi vill veta hur du trivs i ditt hem och vad vi kunde göra bättre. Invånarenkäten är nu öppen i tre veckor.</p>
<p>Vi frågar bland annat om kvaliteten på fastighetsskötseln och städningen, om gårdarna, säkerheten och kundtjänsten. Det tar ungefär tio minuter att svara, och du kan svara på finska, svenska eller engelska.</p>
<h2>Vad används svaren till?</h2>
<p>Vi går igenom resultaten med varje hus <a href="/asuminen/asukastoimikunta">boendekommitté</a>. Utifrån dem beslutar vi om nästa års reparationer och om hur tjänsterna förbättras. Svaren behandlas anonymt.</p>
<p>Länken till enkäten har kommit till din e-post. Bland alla som svarar lottar vi ut tio presentkort på 50 euro.</p>`,
  },
  "vuokrantarkistus-ensi-vuodelle": {
    title: "Hyresjustering för nästa år",
    excerpt: "Hyrorna stiger nästa år i genomsnitt med 3,2 procent. Vi berättar vad höjningen beror på.",
    html: `<p>Hyrorna justeras en gång om året. Från början av nästa år stiger hyrorna i genomsnitt med 3,2 procent. Höjningen varierar från hus till hus, eftersom varje hus hyra räknas ut enligt husets egna kostnader.</p>
<h2>Varför stiger hyran?</h2>
<p>Vi är en allmännyttig hyresvärd, så hyran täcker bara husens verkliga kostnader. Vi gör ingen vinst. I år ökar kostnaderna särskilt på grund av</p>
<ul>
<li>räntorna på lånen</li>
<li>priset på fjärrvärme och el</li>
<li>fastighetsskatten</li>
<li>kommande reparationer, till exempel förnyelse av yttertak och rör.</li>
</ul>
<p>Budgetarna har behandlats med boendekommittéerna, så som lagen om samförvaltning i hyreshus kräver.</p>
<h2>Vad ska du göra?</h2>
<p>Du får den nya hyran för din bostad per brev i god tid före ändringen. Om du betalar med en stående betalning, ändra beloppet i nätbanken. Den som betalar med e-faktura behöver inte göra något. Om du har svårt att betala hyran, se anvisningarna på sidan <a href="/vuokrani/maksaminen">Betalning</a> och kontrollera om du kan få bostadsbidrag.</p>`,
  },
  "vesimittarit-luetaan-etana": {
    title: "Vattenmätarna avläses nu på distans",
    excerpt: "Du behöver inte längre anmäla vattenmätarens ställning. Du ser din förbrukning i portalen.",
    html: `<p>Bostädernas vattenmätare har bytts till mätare som avläses på distans. Du behöver inte längre anmäla mätarställningar eller släppa in någon i bostaden för att läsa av mätaren.</p>
<ul>
<li>Du ser din förbrukning månad för månad på portalens sida <a href="/taloni/vesimittari">Vattenmätare</a>.</li>
<li>Vattenavgiften grundar sig på den verkliga förbrukningen. Förskottet jämnas ut en gång om året.</li>
<li>Om förbrukningen plötsligt ökar, kontrollera om kranen droppar eller toalettstolen rinner, och gör vid behov en <a href="/asuminen/vikailmoitus">felanmälan</a>.</li>
</ul>
<p>Noggrann uppföljning hjälper till att upptäcka läckor i tid och att spara vatten.</p>`,
  },
  saunaremontti: {
    title: "Bastuns renovering börjar",
    excerpt: "Husbastuns bastuugn, lavar och tvättrum förnyas. Bastuturerna gör paus i ungefär tre veckor.",
    html: `<p>Husbastuns bastuugn, lavar och tvättrummets kakel förnyas. Renoveringen tar ungefär tre veckor.</p>
<h2>Vad betyder renoveringen för dig?</h2>
<ul>
<li>Bastuturerna gör paus under renoveringen. De fasta turerna faktureras inte för pausen.</li>
<li>Din fasta tur fortsätter som tidigare efter renoveringen, och du behöver inte boka den på nytt.</li>
<li>Arbetena görs vardagar kl. 8–16. I källaren kan det höras buller och synas damm.</li>
</ul>
<p>Den nya bastuugnen blir varm snabbare och förbrukar mindre el. Vi meddelar med ett <a href="/taloni/tiedotteet">meddelande</a> när bastun är i bruk igen.</p>`,
  },
  "uusi-kierratyspiste": {
    title: "Ny återvinningspunkt på gården",
    excerpt: "I avfallsskjulet finns nu kärl för plast, glas och metall. Sorteringen är lättare än förr.",
    html: `<p>Nya kärl för plastförpackningar, glas och metall har ställts i avfallsskjulet. Nu kan du sortera allt vanligt avfall på den egna gården.</p>
<ul>
<li><strong>Bioavfall</strong>, <strong>kartong</strong> och <strong>papper</strong> i sina egna kärl som tidigare.</li>
<li><strong>Plast</strong>: tomma och lätt sköljda plastförpackningar.</li>
<li><strong>Glas</strong>: glasburkar och glasflaskor utan lock.</li>
<li><strong>Metall</strong>: konservburkar, lock och aluminiumformar.</li>
</ul>
<p>Farligt avfall, till exempel färger, batterier och läkemedel, hör inte hemma i avfallsskjulet. Se närmare anvisningar på sidan <a href="/taloni/ohjeet-dokumentit">Anvisningar och dokument</a>.</p>
<p>När det uppstår mindre blandavfall minskar kostnaderna för avfallshanteringen. Det syns också i hyrorna.</p>`,
  },
  "lammityskausi-alkoi": {
    title: "Uppvärmningssäsongen har börjat",
    excerpt: "Elementen blir nu varma. Målet är en inomhustemperatur på cirka 21 grader.",
    html: `<p>Vädret har blivit kyligare, och husens uppvärmning har ställts in för vintern. Målet är att det är cirka 21 grader i bostäderna.</p>
<h2>Så tar du vara på värmen</h2>
<ul>
<li>Täck inte elementen med möbler eller tjocka gardiner.</li>
<li>Håll elementets termostat fri. Den reglerar värmen själv när solen eller matlagningen värmer rummet.</li>
<li>Vädra kort och effektivt, håll inte fönstret på glänt länge.</li>
<li>Täpp inte till ventilationens ventiler. Frisk luft håller bostaden sund.</li>
</ul>
<p>Om elementet bubblar, är kallt eller om det ständigt är under 20 grader i bostaden, gör en <a href="/asuminen/vikailmoitus">felanmälan</a>. Fastighetsskötseln luftar och balanserar elementen.</p>`,
  },
  "syksyn-pihatalkoot": {
    title: "Höstens gårdstalko på lördag",
    excerpt: "Vi krattar, städar cykelförrådet och äter tillsammans. Välkommen med!",
    html: `<p>Boendekommittén bjuder in alla invånare till höstens gårdstalko på lördag kl. 10–13.</p>
<ul>
<li>Vi krattar löven, gör rabatterna klara för vintern och städar cykelförrådet.</li>
<li>Bolaget tar med krattor, handskar och sopsäckar. Klä dig efter vädret.</li>
<li>Efter talkot bjuds det på soppa och kaffe.</li>
<li>En avfallscontainer för stora föremål ställs på gården. Farligt avfall och elapparater hör inte hemma i containern.</li>
</ul>
<p>Talkot är ett bra tillfälle att lära känna grannarna. Barn är välkomna tillsammans med en vuxen. Fler evenemang finns på sidan <a href="/taloni/talon-tapahtumat">Husets evenemang</a>.</p>`,
  },
};
