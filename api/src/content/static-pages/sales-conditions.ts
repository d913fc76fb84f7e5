/** Conditions générales de vente: what a booking or a gift commits the shop and the customer to. */
import { COMPANY, type StaticPage } from './static-page';

export const SALES_CONDITIONS: StaticPage = {
  key: 'salesConditions',
  updatedOn: '2025-03-03',
  texts: {
    fr: (local) => ({
      title: 'Conditions générales de vente',
      sections: [
        {
          heading: 'Qui sommes-nous ?',
          paragraphs: [
            `Le site Escapade est édité par ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Escapade est immatriculée au registre des opérateurs de voyages et de séjours tenu par Atout France sous le numéro ${COMPANY.travelOperatorNumber} ; sa garantie financière est assurée par l’APST et sa responsabilité civile professionnelle est couverte par une assurance souscrite à cet effet.`,
            'Les présentes conditions s’appliquent à toute commande passée sur le site : séjours week-end (nuits d’hôtel avec repas et activités), activités seules et produits cadeaux (séjours cadeaux, coffrets et cartes cadeaux). Vous les acceptez en validant votre commande ; la version applicable est celle en ligne à la date de votre achat.',
          ],
        },
        {
          heading: 'Offres et prix',
          paragraphs: [
            'Chaque offre précise ce qu’elle comprend : nombre de nuits, type de chambre, repas, activités et nombre de personnes. Les photos sont fournies par nos partenaires et illustrent l’établissement ; elles n’ont pas de valeur contractuelle.',
            'Les prix sont indiqués en euros, toutes taxes comprises, pour le nombre de personnes mentionné. La taxe de séjour, fixée par chaque commune, n’est pas incluse sauf mention contraire : elle se règle sur place. Les réductions affichées sont calculées par rapport au prix de référence de l’hôtel pour les mêmes prestations.',
            'Nos offres sont proposées dans la limite des chambres disponibles. Le prix définitif vous est présenté dans le récapitulatif, avant tout paiement.',
          ],
        },
        {
          heading: 'Réservation et paiement',
          paragraphs: [
            'Pour réserver, choisissez vos dates et le nombre de voyageurs, les jours de vos activités lorsque l’offre en comprend, puis vérifiez le récapitulatif. Le contrat est conclu dès la confirmation de votre paiement : vous recevez alors un e-mail de confirmation avec votre numéro de réservation à 8 chiffres.',
            'Le paiement se fait en ligne, par carte bancaire (CB, Visa, Mastercard) ou par portefeuille électronique. Les paiements sont sécurisés et vos données bancaires sont chiffrées : Escapade ne les conserve jamais. Selon le montant, le paiement en 3 ou 4 fois peut vous être proposé, sous réserve d’acceptation par notre partenaire de paiement.',
          ],
        },
        {
          heading: 'Annulation et modification',
          paragraphs: [
            'Les conditions d’annulation sont propres à chaque offre : elles figurent sur sa page et dans le récapitulatif avant paiement. Certaines offres sont annulables sans frais jusqu’à une date donnée, d’autres ne sont ni annulables ni remboursables. Lorsqu’elle est proposée, l’assurance annulation peut être souscrite au moment de la réservation ; elle vous rembourse dans les cas prévus par son contrat.',
            'Pour modifier ou annuler une réservation, rendez-vous sur la page « Ma réservation » avec votre numéro de réservation et votre adresse e-mail, ou écrivez à notre service client. Une modification dépend des disponibilités de l’hôtel et peut changer le prix.',
            'Les prestations d’hébergement et de loisirs fournies à une date déterminée ne donnent pas lieu à un droit de rétractation (article L. 221-28 du Code de la consommation). Vous pouvez en revanche céder votre séjour à une personne qui remplit les mêmes conditions, en nous prévenant au plus tard 7 jours avant le départ.',
          ],
        },
        {
          heading: 'Forfaits touristiques : vos droits',
          paragraphs: [
            'Un séjour qui associe l’hébergement à des repas ou à des activités est un forfait au sens de la directive (UE) 2015/2302. Vous bénéficiez de tous les droits que l’Union européenne accorde aux forfaits : Escapade est entièrement responsable de la bonne exécution du forfait dans son ensemble et vous apporte son aide si vous rencontrez une difficulté pendant le séjour.',
            'Le prix d’un forfait ne peut être augmenté qu’en cas de hausse de taxes ou de coûts prévue au contrat, et au plus tard 20 jours avant le début du séjour ; au-delà de 8 %, vous pouvez annuler sans frais. Vous pouvez aussi annuler sans frais avant le départ en cas de circonstances exceptionnelles et inévitables sur place.',
            'Comme l’exige la loi, Escapade dispose d’une protection qui rembourse vos paiements si elle devenait insolvable. Une activité seule ou une nuit d’hôtel réservée sans autre prestation n’est pas un forfait.',
          ],
        },
        {
          heading: 'Cadeaux : séjours, coffrets et cartes cadeaux',
          paragraphs: [
            'Chaque cadeau payé reçoit un code (XXXX-XXXX-XXXX), envoyé par e-mail ou imprimé sur le coffret livré. Un coffret est valable 18 mois, un séjour cadeau et une carte cadeau 12 mois à compter de l’achat. Le bénéficiaire réserve lui-même sur le site, avec son code, selon les disponibilités des hôtels.',
            'La livraison d’un cadeau physique est gratuite, sous 2 à 4 jours ouvrés. Vous disposez de 14 jours après l’achat pour renoncer à un coffret ou à une carte cadeau dont le code n’a pas été utilisé ; vous êtes alors remboursé sous 14 jours.',
            'Un cadeau non utilisé avant la fin de sa validité n’est ni remboursé ni échangé contre de l’argent. Sa validité ne peut pas être prolongée.',
          ],
        },
        {
          heading: 'Réclamations et litiges',
          paragraphs: [
            'Pour toute réclamation, écrivez à notre service client depuis la page Contact : nous vous répondons sous 48 heures. Une réclamation sur le déroulement d’un séjour se signale si possible sur place, pour que l’hôtel et nos équipes puissent y remédier aussitôt.',
            `Si notre réponse ne vous satisfait pas, ou sans réponse dans les 60 jours, vous pouvez saisir gratuitement ${local.consumerMediator}.`,
            'Les présentes conditions sont soumises au droit français, sans vous priver de la protection que vous accordent les dispositions impératives du droit de votre pays de résidence.',
          ],
        },
      ],
    }),
    es: (local) => ({
      title: 'Condiciones generales de venta',
      sections: [
        {
          heading: '¿Quiénes somos?',
          paragraphs: [
            `El sitio Escapade es editado por ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Escapade está inscrita en el registro de operadores de viajes y estancias de Atout France con el número ${COMPANY.travelOperatorNumber}; su garantía financiera la presta APST y su responsabilidad civil profesional está cubierta por un seguro contratado a tal efecto.`,
            'Estas condiciones se aplican a todo pedido realizado en el sitio: escapadas de fin de semana (noches de hotel con comidas y actividades), actividades sueltas y regalos (estancias regalo, cajas regalo y tarjetas regalo). Usted las acepta al confirmar su pedido; se aplica la versión publicada en la fecha de su compra.',
          ],
        },
        {
          heading: 'Ofertas y precios',
          paragraphs: [
            'Cada oferta indica lo que incluye: número de noches, tipo de habitación, comidas, actividades y número de personas. Las fotos las facilitan nuestros socios e ilustran el establecimiento; no tienen valor contractual.',
            'Los precios se indican en euros, impuestos incluidos, para el número de personas mencionado. La tasa turística, fijada por cada municipio, no está incluida salvo que se indique lo contrario: se abona en el alojamiento. Los descuentos mostrados se calculan sobre el precio de referencia del hotel para los mismos servicios.',
            'Nuestras ofertas están sujetas a la disponibilidad de habitaciones. El precio definitivo se le muestra en el resumen, antes de cualquier pago.',
          ],
        },
        {
          heading: 'Reserva y pago',
          paragraphs: [
            'Para reservar, elija sus fechas y el número de viajeros, los días de sus actividades cuando la oferta las incluya, y revise el resumen. El contrato se celebra en cuanto se confirma su pago: recibirá entonces un correo electrónico de confirmación con su número de reserva de 8 cifras.',
            'El pago se realiza en línea, con tarjeta bancaria (Visa, Mastercard) o con monedero electrónico. Los pagos son seguros y sus datos bancarios van cifrados: Escapade nunca los guarda. Según el importe, se le puede ofrecer el pago en 3 o 4 plazos, sujeto a la aprobación de nuestro socio de pago.',
          ],
        },
        {
          heading: 'Cancelación y modificación',
          paragraphs: [
            'Las condiciones de cancelación son propias de cada oferta: figuran en su página y en el resumen antes del pago. Algunas ofertas pueden cancelarse sin gastos hasta una fecha determinada; otras no son cancelables ni reembolsables. Cuando se ofrece, el seguro de cancelación puede contratarse al reservar; le reembolsa en los casos previstos en su contrato.',
            'Para modificar o cancelar una reserva, vaya a la página «Mi reserva» con su número de reserva y su correo electrónico, o escriba a nuestro servicio de atención al cliente. Una modificación depende de la disponibilidad del hotel y puede cambiar el precio.',
            'Los servicios de alojamiento y ocio prestados en una fecha determinada no dan lugar a derecho de desistimiento. Sí puede ceder su estancia a otra persona que cumpla las mismas condiciones, avisándonos como mínimo 7 días antes de la salida.',
          ],
        },
        {
          heading: 'Viajes combinados: sus derechos',
          paragraphs: [
            'Una estancia que combina alojamiento con comidas o actividades es un viaje combinado en el sentido de la Directiva (UE) 2015/2302. Usted disfruta de todos los derechos que la Unión Europea reconoce a los viajes combinados: Escapade es plenamente responsable de la correcta ejecución del viaje combinado en su conjunto y le presta asistencia si tiene cualquier dificultad durante la estancia.',
            'El precio de un viaje combinado solo puede aumentar si suben impuestos o costes previstos en el contrato, y como muy tarde 20 días antes del inicio de la estancia; si el aumento supera el 8 %, puede cancelar sin gastos. También puede cancelar sin gastos antes de la salida si se producen circunstancias inevitables y extraordinarias en el destino.',
            'Tal como exige la ley, Escapade dispone de una protección que le reembolsa sus pagos en caso de insolvencia. Una actividad suelta o una noche de hotel reservada sin otro servicio no es un viaje combinado.',
          ],
        },
        {
          heading: 'Regalos: estancias, cajas y tarjetas regalo',
          paragraphs: [
            'Cada regalo pagado recibe un código (XXXX-XXXX-XXXX), enviado por correo electrónico o impreso en la caja entregada. Una caja regalo es válida durante 18 meses; una estancia regalo y una tarjeta regalo, durante 12 meses desde la compra. La persona que lo recibe reserva en el sitio con su código, según la disponibilidad de los hoteles.',
            'El envío de un regalo físico es gratuito y tarda de 2 a 4 días laborables. Dispone de 14 días desde la compra para desistir de una caja o una tarjeta regalo cuyo código no se haya utilizado; le reembolsamos en un plazo de 14 días.',
            'Un regalo no utilizado antes de que caduque no se reembolsa ni se canjea por dinero. Su validez no puede prorrogarse.',
          ],
        },
        {
          heading: 'Reclamaciones y litigios',
          paragraphs: [
            'Para cualquier reclamación, escriba a nuestro servicio de atención al cliente desde la página de contacto: le respondemos en 48 horas. Si surge un problema durante la estancia, comuníquelo a ser posible en el momento, para que el hotel y nuestro equipo puedan solucionarlo enseguida.',
            `Si nuestra respuesta no le satisface, o si no la recibe en 60 días, puede acudir gratuitamente a ${local.consumerMediator}.`,
            'Estas condiciones se rigen por el derecho francés, sin privarle de la protección que le otorgan las disposiciones imperativas de la ley de su país de residencia.',
          ],
        },
      ],
    }),
    it: (local) => ({
      title: 'Condizioni generali di vendita',
      sections: [
        {
          heading: 'Chi siamo',
          paragraphs: [
            `Il sito Escapade è gestito da ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Escapade è iscritta al registro degli operatori di viaggi e soggiorni tenuto da Atout France con il numero ${COMPANY.travelOperatorNumber}; la garanzia finanziaria è prestata da APST e la responsabilità civile professionale è coperta da un’apposita assicurazione.`,
            'Queste condizioni si applicano a ogni ordine effettuato sul sito: weekend (notti in hotel con pasti e attività), sole attività e regali (soggiorni regalo, cofanetti e carte regalo). Le accetti confermando l’ordine; vale la versione pubblicata alla data del tuo acquisto.',
          ],
        },
        {
          heading: 'Offerte e prezzi',
          paragraphs: [
            'Ogni offerta indica cosa comprende: numero di notti, tipo di camera, pasti, attività e numero di persone. Le foto sono fornite dai nostri partner e illustrano la struttura; non hanno valore contrattuale.',
            'I prezzi sono in euro, IVA inclusa, per il numero di persone indicato. La tassa di soggiorno, stabilita da ciascun comune, non è inclusa salvo diversa indicazione: si paga in loco. Gli sconti mostrati sono calcolati sul prezzo di riferimento dell’hotel per gli stessi servizi.',
            'Le offerte sono valide fino a esaurimento delle camere disponibili. Il prezzo definitivo ti viene mostrato nel riepilogo, prima di qualsiasi pagamento.',
          ],
        },
        {
          heading: 'Prenotazione e pagamento',
          paragraphs: [
            'Per prenotare scegli le date e il numero di viaggiatori, i giorni delle attività quando l’offerta le comprende, poi controlla il riepilogo. Il contratto è concluso non appena il pagamento è confermato: ricevi allora un’e-mail di conferma con il numero di prenotazione di 8 cifre.',
            'Il pagamento avviene online, con carta (Visa, Mastercard) o con portafoglio elettronico. I pagamenti sono protetti e i dati della carta sono cifrati: Escapade non li conserva mai. A seconda dell’importo, può esserti proposto il pagamento in 3 o 4 rate, soggetto all’approvazione del nostro partner di pagamento.',
          ],
        },
        {
          heading: 'Cancellazione e modifica',
          paragraphs: [
            'Le condizioni di cancellazione sono proprie di ogni offerta: le trovi sulla sua pagina e nel riepilogo prima del pagamento. Alcune offerte si possono cancellare senza costi fino a una certa data, altre non sono né cancellabili né rimborsabili. Quando è proposta, l’assicurazione annullamento si può sottoscrivere al momento della prenotazione; rimborsa nei casi previsti dal suo contratto.',
            'Per modificare o cancellare una prenotazione vai alla pagina «La mia prenotazione» con il numero di prenotazione e il tuo indirizzo e-mail, oppure scrivi al nostro servizio clienti. Una modifica dipende dalla disponibilità dell’hotel e può cambiare il prezzo.',
            'I servizi di alloggio e di svago forniti in una data determinata non danno diritto di recesso. Puoi però cedere il soggiorno a un’altra persona che soddisfi le stesse condizioni, avvisandoci almeno 7 giorni prima della partenza.',
          ],
        },
        {
          heading: 'Pacchetti turistici: i tuoi diritti',
          paragraphs: [
            'Un soggiorno che unisce l’alloggio a pasti o attività è un pacchetto ai sensi della direttiva (UE) 2015/2302. Benefici di tutti i diritti che l’Unione europea riconosce ai pacchetti: Escapade è pienamente responsabile della corretta esecuzione del pacchetto nel suo insieme e ti assiste se incontri difficoltà durante il soggiorno.',
            'Il prezzo di un pacchetto può aumentare solo per un aumento di tasse o costi previsto dal contratto, e al più tardi 20 giorni prima dell’inizio del soggiorno; oltre l’8 % puoi recedere senza spese. Puoi anche recedere senza spese prima della partenza in caso di circostanze inevitabili e straordinarie sul posto.',
            'Come previsto dalla legge, Escapade dispone di una protezione che rimborsa i tuoi pagamenti in caso di insolvenza. Un’attività da sola o una notte in hotel prenotata senza altri servizi non è un pacchetto.',
          ],
        },
        {
          heading: 'Regali: soggiorni, cofanetti e carte regalo',
          paragraphs: [
            'Ogni regalo pagato riceve un codice (XXXX-XXXX-XXXX), inviato via e-mail o stampato sul cofanetto consegnato. Un cofanetto è valido 18 mesi, un soggiorno regalo e una carta regalo 12 mesi dall’acquisto. Chi riceve il regalo prenota sul sito con il proprio codice, secondo la disponibilità degli hotel.',
            'La spedizione di un regalo fisico è gratuita e richiede da 2 a 4 giorni lavorativi. Hai 14 giorni dall’acquisto per recedere da un cofanetto o da una carta regalo il cui codice non è stato usato; ti rimborsiamo entro 14 giorni.',
            'Un regalo non usato entro la scadenza non viene rimborsato né convertito in denaro. La sua validità non può essere prorogata.',
          ],
        },
        {
          heading: 'Reclami e controversie',
          paragraphs: [
            'Per qualsiasi reclamo scrivi al nostro servizio clienti dalla pagina Contatti: ti rispondiamo entro 48 ore. Un problema durante il soggiorno va segnalato se possibile sul posto, così che l’hotel e il nostro team possano rimediare subito.',
            `Se la nostra risposta non ti soddisfa, o se non ricevi risposta entro 60 giorni, puoi rivolgerti gratuitamente a ${local.consumerMediator}.`,
            'Queste condizioni sono regolate dal diritto francese, senza privarti della tutela che ti garantiscono le norme imperative del tuo paese di residenza.',
          ],
        },
      ],
    }),
    nl: (local) => ({
      title: 'Algemene verkoopvoorwaarden',
      sections: [
        {
          heading: 'Wie zijn wij?',
          paragraphs: [
            `De website Escapade wordt uitgegeven door ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Escapade staat bij Atout France ingeschreven in het register van reisorganisatoren onder nummer ${COMPANY.travelOperatorNumber}; de financiële garantie wordt verzorgd door APST en de beroepsaansprakelijkheid is gedekt door een daarvoor afgesloten verzekering.`,
            'Deze voorwaarden gelden voor elke bestelling op de site: weekendjes weg (hotelnachten met maaltijden en activiteiten), losse activiteiten en cadeaus (cadeauverblijven, cadeauboxen en cadeaukaarten). Je aanvaardt ze wanneer je je bestelling bevestigt; de versie die online staat op de dag van je aankoop is van toepassing.',
          ],
        },
        {
          heading: 'Aanbiedingen en prijzen',
          paragraphs: [
            'Elke aanbieding vermeldt wat erbij hoort: aantal nachten, kamertype, maaltijden, activiteiten en aantal personen. De foto’s komen van onze partners en geven een beeld van het hotel; er kunnen geen rechten aan worden ontleend.',
            'Prijzen staan in euro, inclusief btw, voor het vermelde aantal personen. De toeristenbelasting, die elke gemeente zelf vaststelt, is niet inbegrepen tenzij anders vermeld: je betaalt die ter plaatse. Getoonde kortingen zijn berekend op de referentieprijs van het hotel voor dezelfde diensten.',
            'Onze aanbiedingen gelden zolang er kamers beschikbaar zijn. De definitieve prijs zie je in het overzicht, vóór je betaalt.',
          ],
        },
        {
          heading: 'Boeken en betalen',
          paragraphs: [
            'Om te boeken kies je je data en het aantal reizigers, de dagen van je activiteiten als de aanbieding die bevat, en controleer je het overzicht. De overeenkomst komt tot stand zodra je betaling is bevestigd: je ontvangt dan een bevestigingsmail met je boekingsnummer van 8 cijfers.',
            'Je betaalt online, met een betaalkaart (Visa, Mastercard) of met een digitale portemonnee. Betalingen zijn beveiligd en je kaartgegevens worden versleuteld: Escapade bewaart ze nooit. Afhankelijk van het bedrag kun je in 3 of 4 termijnen betalen, na goedkeuring door onze betaalpartner.',
          ],
        },
        {
          heading: 'Annuleren en wijzigen',
          paragraphs: [
            'De annuleringsvoorwaarden verschillen per aanbieding: je vindt ze op de pagina van de aanbieding en in het overzicht vóór de betaling. Sommige aanbiedingen kun je kosteloos annuleren tot een bepaalde datum, andere zijn niet annuleerbaar en niet terugbetaalbaar. Als de annuleringsverzekering wordt aangeboden, kun je die bij het boeken afsluiten; ze betaalt terug in de gevallen die in de polis staan.',
            'Om een boeking te wijzigen of te annuleren ga je naar de pagina ‘Mijn boeking’ met je boekingsnummer en e-mailadres, of schrijf je onze klantenservice. Een wijziging hangt af van de beschikbaarheid van het hotel en kan de prijs veranderen.',
            'Voor logies en vrijetijdsdiensten op een vaste datum geldt geen herroepingsrecht. Je kunt je verblijf wel overdragen aan iemand die aan dezelfde voorwaarden voldoet, als je ons uiterlijk 7 dagen voor vertrek op de hoogte brengt.',
          ],
        },
        {
          heading: 'Pakketreizen: jouw rechten',
          paragraphs: [
            'Een verblijf dat logies combineert met maaltijden of activiteiten is een pakketreis in de zin van Richtlijn (EU) 2015/2302. Je geniet alle rechten die de Europese Unie aan pakketreizen toekent: Escapade is volledig verantwoordelijk voor de goede uitvoering van de pakketreis als geheel en helpt je als je tijdens je verblijf in moeilijkheden komt.',
            'De prijs van een pakketreis mag alleen stijgen door hogere belastingen of kosten die in de overeenkomst zijn voorzien, en uiterlijk 20 dagen voor het begin van het verblijf; bij een stijging van meer dan 8 % mag je kosteloos annuleren. Je mag ook vóór vertrek kosteloos annuleren bij onvermijdbare en buitengewone omstandigheden ter plaatse.',
            'Zoals de wet voorschrijft, heeft Escapade een bescherming die je betalingen terugbetaalt als zij insolvent wordt. Een losse activiteit of een hotelnacht zonder andere dienst is geen pakketreis.',
          ],
        },
        {
          heading: 'Cadeaus: verblijven, boxen en cadeaukaarten',
          paragraphs: [
            'Elk betaald cadeau krijgt een code (XXXX-XXXX-XXXX), per e-mail verstuurd of gedrukt op de geleverde box. Een cadeaubox is 18 maanden geldig, een cadeauverblijf en een cadeaukaart 12 maanden vanaf de aankoop. Wie het cadeau krijgt, boekt zelf op de site met de code, afhankelijk van de beschikbaarheid van de hotels.',
            'De levering van een fysiek cadeau is gratis en duurt 2 tot 4 werkdagen. Je hebt 14 dagen na de aankoop om af te zien van een box of cadeaukaart waarvan de code niet is gebruikt; je krijgt je geld dan binnen 14 dagen terug.',
            'Een cadeau dat niet vóór het einde van de geldigheid is gebruikt, wordt niet terugbetaald of omgeruild voor geld. De geldigheid kan niet worden verlengd.',
          ],
        },
        {
          heading: 'Klachten en geschillen',
          paragraphs: [
            'Voor een klacht schrijf je onze klantenservice via de contactpagina: we antwoorden binnen 48 uur. Meld een probleem tijdens je verblijf zo mogelijk meteen ter plaatse, zodat het hotel en ons team het direct kunnen oplossen.',
            `Ben je niet tevreden met ons antwoord, of heb je na 60 dagen geen antwoord, dan kun je je kosteloos wenden tot ${local.consumerMediator}.`,
            'Op deze voorwaarden is het Franse recht van toepassing, zonder dat je de bescherming verliest van de dwingende bepalingen van het recht van je woonland.',
          ],
        },
      ],
    }),
  },
};
