import type { ContentTextPage } from "./types.ts";

export const SAFETY_PAGES: ContentTextPage[] = [
  {
    slug: "turvallisuus-ja-pelastautuminen",
    slugEn: "safety-and-rescue",
    fi: {
      title: "Turvallisuus ja pelastautuminen",
      html: `<p>Turvallinen koti syntyy pienistä teoista. Lue nämä ohjeet ja talosi pelastussuunnitelma, niin tiedät, mitä tehdä hätätilanteessa.</p>
<h2>Hätätilanteessa soita 112</h2>
<ol>
<li>Soita hätänumeroon <strong>112</strong>. Kerro, mitä on tapahtunut ja missä: katuosoite, porras ja kerros.</li>
<li>Varoita muita ja auta niitä, jotka tarvitsevat apua.</li>
<li>Tulipalossa sulje ovet perässäsi. Älä käytä hissiä.</li>
<li>Opasta pelastajat paikalle ja mene talon kokoontumispaikalle.</li>
</ol>
<p>Jos porraskäytävässä on savua, pysy asunnossa. Sulje ovi, tuki raot märillä pyyhkeillä ja soita 112. Asunnon ovi suojaa palolta pitkään.</p>
<h2>Palovaroitin on asukkaan vastuulla</h2>
<p>Pelastuslain mukaan asukas huolehtii siitä, että asunnossa on toimivat palovaroittimet: vähintään yksi jokaista alkavaa 60 neliömetriä kohden ja jokaisessa kerroksessa.</p>
<ul>
<li>Testaa varoitin painamalla testinappia kerran kuukaudessa.</li>
<li>Vaihda paristo, kun varoitin piippaa lyhyesti, ja koko varoitin noin kymmenen vuoden välein.</li>
<li>Jos talossasi on sähköverkkoon kytketyt varoittimet, ilmoita niiden viasta huoltoon <a href="/asuminen/vikailmoitus">vikailmoituksella</a>.</li>
</ul>
<h2>Paloovet ja poistumistiet</h2>
<p>Porraskäytävien, kellarin ja varastojen paloovet estävät palon ja savun leviämisen. Pidä ne kiinni, äläkä kiilaa niitä auki. Porraskäytävät ja käytävät ovat poistumisteitä, joten niissä ei saa säilyttää tavaraa.</p>
<h2>Väestönsuoja</h2>
<p>Talon väestönsuojan sijainti on kerrottu pelastussuunnitelmassa ja porraskäytävän opasteissa. Suojaa voidaan käyttää rauhan aikana varastona, mutta se on saatava tyhjäksi 72 tunnissa.</p>
<p>Yleinen vaaramerkki on nouseva ja laskeva äänimerkki, joka kestää minuutin. Kun kuulet sen, mene sisälle, sulje ovet, ikkunat ja ilmanvaihto ja seuraa radiota. Hälytintä testataan kuukauden ensimmäisenä maanantaina kello 12.</p>
<h2>Pelastussuunnitelma</h2>
<p>Talosi pelastussuunnitelmassa kerrotaan talon riskit, kokoontumispaikka, väestönsuojan paikka ja toiminta onnettomuuksissa. Löydät sen <a href="/taloni/taloni-tiedot">Talon tiedot</a> -sivulta ja <a href="/taloni/ohjeet-dokumentit">dokumenteista</a>.</p>
<h2>Vesivahinko</h2>
<p>Jos asunnossasi vuotaa vettä, sulje vesi heti ja soita huollon päivystykseen. Tarkat ohjeet ovat sivulla <a href="/asuminen/vikailmoitus">Vikailmoitus</a>.</p>`,
    },
    en: {
      title: "Safety and rescue",
      html: `<p>A safe home is made of small deeds. Read these instructions and your building's emergency plan so you know what to do in an emergency.</p>
<h2>In an emergency, call 112</h2>
<ol>
<li>Call the emergency number <strong>112</strong>. Say what has happened and where: street address, stairwell and floor.</li>
<li>Warn others and help those who need it.</li>
<li>In a fire, close the doors behind you. Do not use the lift.</li>
<li>Guide the rescue services to the place and go to the building's assembly point.</li>
</ol>
<p>If the stairwell is full of smoke, stay in your apartment. Close the door, seal the gaps with wet towels and call 112. Your front door protects you from fire for a long time.</p>
<h2>Smoke alarms are the resident's duty</h2>
<p>Under the Finnish Rescue Act, the resident makes sure the home has working smoke alarms: at least one for every 60 square metres or part of it, on every floor.</p>
<ul>
<li>Test the alarm by pressing its test button once a month.</li>
<li>Change the battery when the alarm gives short beeps, and the whole alarm about every ten years.</li>
<li>If your building has alarms wired to the mains, report a faulty one to maintenance with a <a href="/asuminen/vikailmoitus">fault report</a>.</li>
</ul>
<h2>Fire doors and escape routes</h2>
<p>The fire doors of stairwells, the basement and storage rooms stop fire and smoke from spreading. Keep them closed and never wedge them open. Stairwells and corridors are escape routes, so nothing may be stored in them.</p>
<h2>Civil defence shelter</h2>
<p>The location of the building's shelter is given in the emergency plan and on the signs in the stairwell. In peacetime the shelter may be used for storage, but it must be emptied within 72 hours.</p>
<p>The general alarm signal is a rising and falling tone that lasts one minute. When you hear it, go indoors, close doors, windows and ventilation and follow the radio. The sirens are tested on the first Monday of each month at 12 noon.</p>
<h2>Emergency plan</h2>
<p>Your building's emergency plan describes its risks, the assembly point, the shelter and what to do in an accident. You find it on <a href="/taloni/taloni-tiedot">Building information</a> and among the <a href="/taloni/ohjeet-dokumentit">documents</a>.</p>
<h2>Water leak</h2>
<p>If water is leaking in your home, turn off the water at once and call the maintenance emergency number. Full instructions are on the <a href="/asuminen/vikailmoitus">Fault report</a> page.</p>`,
    },
  },
  {
    slug: "varastointi",
    slugEn: "storage",
    fi: {
      title: "Varastointi",
      html: `<p>Jokaisella asunnolla on oma irtaimistovarasto. Lisäksi talossa on yhteinen pyörävarasto ja usein myös ulkoiluvälinevarasto.</p>
<h2>Oma varastokoppi</h2>
<ul>
<li>Lukitse varastosi omalla lukolla. Varaston numero on sama kuin asuntosi numero, ellei toisin ole merkitty.</li>
<li>Säilytä tavarat lattiasta irti, esimerkiksi hyllyllä. Kellarissa voi joskus olla kosteutta.</li>
<li>Yhtiö ei vastaa varastossa säilytettävistä tavaroista. Tarkista, kattaako kotivakuutuksesi ne.</li>
</ul>
<h2>Mitä varastossa ei saa säilyttää</h2>
<ul>
<li>Bensiiniä, kaasupulloja tai muita helposti syttyviä nesteitä ja kaasuja.</li>
<li>Ilotulitteita.</li>
<li>Moottoriajoneuvoja, kuten mopoja ja moottoripyöriä, joissa on polttoainetta.</li>
<li>Ruokaa tai jätteitä, jotka houkuttelevat tuholaisia.</li>
</ul>
<h2>Paloturvallisuus</h2>
<p>Varastotilojen käytävät ovat poistumisteitä, joten niihin ei saa jättää mitään. Pidä paloovet kiinni. Älä pinoa tavaroita kattoon asti: jätä vähintään 50 senttimetriä tilaa, jotta valot ja ilmanvaihto toimivat. Sähkölaitteita ei saa ladata varastossa.</p>
<h2>Polkupyörät</h2>
<p>Säilytä pyörät pyörävarastossa tai pyörätelineissä, ei porraskäytävässä. Sähköpyörän akku ladataan kotona valvotusti, ei varastossa. Huolto poistaa hylätyt pyörät kerran vuodessa: niistä kerrotaan <a href="/taloni/tiedotteet">tiedotteella</a> hyvissä ajoin, ja pyörät merkitään ennen poistamista.</p>`,
    },
    en: {
      title: "Storage",
      html: `<p>Every apartment has its own storage unit. The building also has a shared bicycle store and often a store for outdoor gear.</p>
<h2>Your own storage unit</h2>
<ul>
<li>Lock your unit with your own padlock. The unit number is the same as your apartment number unless marked otherwise.</li>
<li>Keep things off the floor, for example on a shelf. Basements can sometimes be damp.</li>
<li>The company is not liable for things kept in storage. Check whether your home insurance covers them.</li>
</ul>
<h2>What you may not store</h2>
<ul>
<li>Petrol, gas bottles or other flammable liquids and gases.</li>
<li>Fireworks.</li>
<li>Motor vehicles, such as mopeds and motorbikes, with fuel in them.</li>
<li>Food or waste that attracts pests.</li>
</ul>
<h2>Fire safety</h2>
<p>The corridors of the storage area are escape routes, so nothing may be left there. Keep the fire doors closed. Do not stack things up to the ceiling: leave at least 50 centimetres so that the lights and ventilation work. Do not charge electrical devices in storage.</p>
<h2>Bicycles</h2>
<p>Keep bicycles in the bicycle store or in the bike racks, not in the stairwell. Charge an e-bike battery at home where you can keep an eye on it, not in storage. Abandoned bicycles are removed once a year: we announce it in a <a href="/taloni/tiedotteet">notice</a> well in advance, and the bicycles are tagged before removal.</p>`,
    },
  },
];
