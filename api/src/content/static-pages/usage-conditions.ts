/** Conditions d'utilisation: the rules of using the site itself, whether one buys or not. */
import { COMPANY, type StaticPage } from './static-page';

export const USAGE_CONDITIONS: StaticPage = {
  key: 'usageConditions',
  updatedOn: '2025-01-20',
  texts: {
    fr: () => ({
      title: 'Conditions d’utilisation',
      sections: [
        {
          heading: 'Éditeur du site',
          paragraphs: [
            `Le site Escapade est édité par ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Il est hébergé sur des serveurs situés dans l’Union européenne.`,
            'Les présentes conditions encadrent l’utilisation du site par tout visiteur, qu’il réserve ou non. En naviguant sur le site, vous les acceptez. Une commande relève en outre de nos conditions générales de vente.',
          ],
        },
        {
          heading: 'Accès au site',
          paragraphs: [
            'Le site est accessible gratuitement, à tout moment, depuis un ordinateur, une tablette ou un téléphone. Les frais de connexion restent à votre charge.',
            'Nous faisons le nécessaire pour que le site fonctionne sans interruption, sans pouvoir le garantir : une maintenance, une mise à jour ou un incident technique peut le rendre momentanément indisponible. Une réservation en cours au moment d’une coupure n’est confirmée que si vous avez reçu l’e-mail de confirmation.',
          ],
        },
        {
          heading: 'Votre compte client',
          paragraphs: [
            'Créer un compte est facultatif : il vous permet de retrouver vos réservations, votre liste d’envies et vos informations. Vous vous engagez à fournir des informations exactes et à les tenir à jour.',
            'Votre mot de passe est personnel : gardez-le secret. Toute action faite avec votre compte est réputée faite par vous ; si vous pensez qu’un tiers y a accès, changez votre mot de passe et prévenez notre service client. Vous pouvez fermer votre compte à tout moment en nous écrivant depuis la page Contact.',
          ],
        },
        {
          heading: 'Bon usage du site',
          paragraphs: [
            'Le site est destiné à un usage personnel. Il est interdit d’en extraire les contenus ou les prix de façon automatisée, de perturber son fonctionnement ou sa sécurité, de réserver sous une fausse identité ou avec un moyen de paiement qui ne vous appartient pas.',
            'En cas de manquement, nous pouvons suspendre l’accès au site ou à un compte, annuler une réservation frauduleuse et, si nécessaire, informer les autorités compétentes.',
          ],
        },
        {
          heading: 'Avis des voyageurs',
          paragraphs: [
            'Les avis publiés sur le site sont déposés par des clients après leur séjour, à partir d’une invitation envoyée à l’adresse de la réservation : seul un client ayant séjourné peut donner son avis. Aucun avis n’est rémunéré.',
            'Nous publions les avis positifs comme négatifs, dans leur langue d’origine. Nous refusons un avis injurieux, discriminatoire, hors sujet ou contenant des données personnelles. Un hôtel peut répondre publiquement à un avis.',
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'La marque Escapade, le logo, la présentation du site, ses textes et ses illustrations sont protégés. Les photos des établissements appartiennent à nos partenaires, qui nous autorisent à les utiliser.',
            'Toute reproduction, même partielle, sans notre accord écrit est interdite. Vous pouvez en revanche partager le lien d’une page du site, à condition de ne pas laisser croire à un partenariat qui n’existe pas.',
          ],
        },
        {
          heading: 'Responsabilité et liens externes',
          paragraphs: [
            'Les descriptions des offres sont établies avec nos partenaires et vérifiées avec soin. Une erreur manifeste, par exemple un prix sans rapport avec la valeur du séjour, ne peut pas nous engager ; nous vous prévenons alors et vous remboursons si vous le souhaitez.',
            'Le site contient des liens vers d’autres sites (FAQ, boutique cadeaux, réseaux sociaux, sites de nos partenaires). Nous ne sommes pas responsables de leur contenu ni de leurs pratiques.',
          ],
        },
        {
          heading: 'Droit applicable et contact',
          paragraphs: [
            'Les présentes conditions sont soumises au droit français. Nous pouvons les modifier à tout moment ; la version applicable est celle en ligne lors de votre visite.',
            'Pour toute question sur l’utilisation du site, écrivez-nous depuis la page Contact.',
          ],
        },
      ],
    }),
    es: () => ({
      title: 'Condiciones de uso',
      sections: [
        {
          heading: 'Titular del sitio',
          paragraphs: [
            `El sitio Escapade es editado por ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. Está alojado en servidores situados en la Unión Europea.`,
            'Estas condiciones regulan el uso del sitio por cualquier visitante, reserve o no. Al navegar por el sitio, usted las acepta. Un pedido se rige además por nuestras condiciones generales de venta.',
          ],
        },
        {
          heading: 'Acceso al sitio',
          paragraphs: [
            'El sitio es de acceso gratuito, en todo momento, desde un ordenador, una tableta o un teléfono. Los gastos de conexión corren a su cargo.',
            'Hacemos lo necesario para que el sitio funcione sin interrupciones, aunque no podemos garantizarlo: un mantenimiento, una actualización o una incidencia técnica pueden hacer que no esté disponible durante un tiempo. Una reserva en curso durante un corte solo está confirmada si ha recibido el correo electrónico de confirmación.',
          ],
        },
        {
          heading: 'Su cuenta de cliente',
          paragraphs: [
            'Crear una cuenta es opcional: le permite consultar sus reservas, su lista de deseos y sus datos. Usted se compromete a facilitar información exacta y a mantenerla actualizada.',
            'Su contraseña es personal: no la comparta. Toda acción realizada con su cuenta se considera realizada por usted; si cree que un tercero tiene acceso a ella, cambie su contraseña e informe a nuestro servicio de atención al cliente. Puede cerrar su cuenta en cualquier momento escribiéndonos desde la página de contacto.',
          ],
        },
        {
          heading: 'Uso correcto del sitio',
          paragraphs: [
            'El sitio está destinado a un uso personal. Queda prohibido extraer sus contenidos o precios de forma automatizada, alterar su funcionamiento o su seguridad, reservar con una identidad falsa o con un medio de pago que no le pertenezca.',
            'En caso de incumplimiento, podemos suspender el acceso al sitio o a una cuenta, cancelar una reserva fraudulenta y, si es necesario, informar a las autoridades competentes.',
          ],
        },
        {
          heading: 'Opiniones de los viajeros',
          paragraphs: [
            'Las opiniones publicadas en el sitio las escriben clientes después de su estancia, a partir de una invitación enviada al correo electrónico de la reserva: solo puede opinar quien se ha alojado. Ninguna opinión es remunerada.',
            'Publicamos tanto las opiniones positivas como las negativas, en su idioma original. Rechazamos las opiniones insultantes, discriminatorias, ajenas a la estancia o que contengan datos personales. Un hotel puede responder públicamente a una opinión.',
          ],
        },
        {
          heading: 'Propiedad intelectual',
          paragraphs: [
            'La marca Escapade, el logotipo, el diseño del sitio, sus textos e ilustraciones están protegidos. Las fotos de los establecimientos pertenecen a nuestros socios, que nos autorizan a utilizarlas.',
            'Queda prohibida cualquier reproducción, incluso parcial, sin nuestro consentimiento por escrito. Sí puede compartir el enlace de una página del sitio, siempre que no dé a entender una colaboración que no existe.',
          ],
        },
        {
          heading: 'Responsabilidad y enlaces externos',
          paragraphs: [
            'Las descripciones de las ofertas se elaboran con nuestros socios y se revisan con cuidado. Un error manifiesto, por ejemplo un precio sin relación con el valor de la estancia, no puede obligarnos; en ese caso le avisamos y, si lo desea, le reembolsamos.',
            'El sitio contiene enlaces a otros sitios (preguntas frecuentes, tienda de regalos, redes sociales, sitios de nuestros socios). No somos responsables de su contenido ni de sus prácticas.',
          ],
        },
        {
          heading: 'Legislación aplicable y contacto',
          paragraphs: [
            'Estas condiciones se rigen por el derecho francés. Podemos modificarlas en cualquier momento; se aplica la versión publicada en el momento de su visita.',
            'Si tiene cualquier pregunta sobre el uso del sitio, escríbanos desde la página de contacto.',
          ],
        },
      ],
    }),
    it: () => ({
      title: 'Condizioni di utilizzo',
      sections: [
        {
          heading: 'Gestore del sito',
          paragraphs: [
            `Il sito Escapade è gestito da ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. È ospitato su server situati nell’Unione europea.`,
            'Queste condizioni regolano l’uso del sito da parte di qualsiasi visitatore, che prenoti o meno. Navigando sul sito le accetti. Un ordine è inoltre regolato dalle nostre condizioni generali di vendita.',
          ],
        },
        {
          heading: 'Accesso al sito',
          paragraphs: [
            'Il sito è accessibile gratuitamente, in qualsiasi momento, da computer, tablet o telefono. I costi di connessione sono a tuo carico.',
            'Facciamo il possibile perché il sito funzioni senza interruzioni, senza poterlo garantire: una manutenzione, un aggiornamento o un guasto tecnico possono renderlo momentaneamente non disponibile. Una prenotazione in corso durante un’interruzione è confermata solo se hai ricevuto l’e-mail di conferma.',
          ],
        },
        {
          heading: 'Il tuo account cliente',
          paragraphs: [
            'Creare un account è facoltativo: ti permette di ritrovare le tue prenotazioni, la lista dei desideri e i tuoi dati. Ti impegni a fornire informazioni esatte e a tenerle aggiornate.',
            'La password è personale: tienila segreta. Ogni azione compiuta con il tuo account si considera compiuta da te; se pensi che qualcun altro vi abbia accesso, cambia la password e avvisa il nostro servizio clienti. Puoi chiudere l’account in qualsiasi momento scrivendoci dalla pagina Contatti.',
          ],
        },
        {
          heading: 'Uso corretto del sito',
          paragraphs: [
            'Il sito è destinato a un uso personale. È vietato estrarne i contenuti o i prezzi in modo automatizzato, comprometterne il funzionamento o la sicurezza, prenotare con una falsa identità o con un mezzo di pagamento che non ti appartiene.',
            'In caso di violazione possiamo sospendere l’accesso al sito o a un account, annullare una prenotazione fraudolenta e, se necessario, informare le autorità competenti.',
          ],
        },
        {
          heading: 'Recensioni dei viaggiatori',
          paragraphs: [
            'Le recensioni pubblicate sul sito sono scritte da clienti dopo il soggiorno, su invito inviato all’indirizzo e-mail della prenotazione: può recensire solo chi ha soggiornato. Nessuna recensione è retribuita.',
            'Pubblichiamo sia le recensioni positive sia quelle negative, nella loro lingua originale. Rifiutiamo recensioni offensive, discriminatorie, fuori tema o che contengono dati personali. Un hotel può rispondere pubblicamente a una recensione.',
          ],
        },
        {
          heading: 'Proprietà intellettuale',
          paragraphs: [
            'Il marchio Escapade, il logo, la grafica del sito, i testi e le illustrazioni sono protetti. Le foto delle strutture appartengono ai nostri partner, che ci autorizzano a usarle.',
            'È vietata qualsiasi riproduzione, anche parziale, senza il nostro consenso scritto. Puoi invece condividere il link di una pagina del sito, purché non lasci intendere una collaborazione che non esiste.',
          ],
        },
        {
          heading: 'Responsabilità e link esterni',
          paragraphs: [
            'Le descrizioni delle offerte sono preparate con i nostri partner e verificate con cura. Un errore evidente, per esempio un prezzo senza alcun rapporto con il valore del soggiorno, non può vincolarci; in tal caso ti avvisiamo e, se lo desideri, ti rimborsiamo.',
            'Il sito contiene link ad altri siti (domande frequenti, negozio regali, social network, siti dei nostri partner). Non siamo responsabili dei loro contenuti né delle loro pratiche.',
          ],
        },
        {
          heading: 'Legge applicabile e contatti',
          paragraphs: [
            'Queste condizioni sono regolate dal diritto francese. Possiamo modificarle in qualsiasi momento; vale la versione pubblicata al momento della tua visita.',
            'Per qualsiasi domanda sull’uso del sito, scrivici dalla pagina Contatti.',
          ],
        },
      ],
    }),
    nl: () => ({
      title: 'Gebruiksvoorwaarden',
      sections: [
        {
          heading: 'Uitgever van de site',
          paragraphs: [
            `De website Escapade wordt uitgegeven door ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.registration}. De site draait op servers in de Europese Unie.`,
            'Deze voorwaarden gelden voor het gebruik van de site door elke bezoeker, of je nu boekt of niet. Door de site te gebruiken, aanvaard je ze. Voor een bestelling gelden daarnaast onze algemene verkoopvoorwaarden.',
          ],
        },
        {
          heading: 'Toegang tot de site',
          paragraphs: [
            'De site is gratis en op elk moment toegankelijk via computer, tablet of telefoon. Eventuele verbindingskosten zijn voor jouw rekening.',
            'We doen er alles aan om de site ononderbroken te laten werken, maar kunnen dat niet garanderen: onderhoud, een update of een technische storing kan de site tijdelijk onbereikbaar maken. Een boeking die liep tijdens een onderbreking is pas bevestigd als je de bevestigingsmail hebt ontvangen.',
          ],
        },
        {
          heading: 'Je klantaccount',
          paragraphs: [
            'Een account aanmaken is niet verplicht: je vindt er je boekingen, je verlanglijst en je gegevens terug. Je verbindt je ertoe juiste gegevens op te geven en ze bij te werken.',
            'Je wachtwoord is persoonlijk: houd het geheim. Alles wat met je account gebeurt, geldt als door jou gedaan; denk je dat iemand anders toegang heeft, wijzig dan je wachtwoord en laat het onze klantenservice weten. Je kunt je account altijd sluiten door ons te schrijven via de contactpagina.',
          ],
        },
        {
          heading: 'Correct gebruik van de site',
          paragraphs: [
            'De site is bedoeld voor persoonlijk gebruik. Het is verboden inhoud of prijzen geautomatiseerd te verzamelen, de werking of beveiliging te verstoren, te boeken onder een valse identiteit of met een betaalmiddel dat niet van jou is.',
            'Bij misbruik kunnen we de toegang tot de site of tot een account blokkeren, een frauduleuze boeking annuleren en zo nodig de bevoegde instanties inlichten.',
          ],
        },
        {
          heading: 'Beoordelingen van reizigers',
          paragraphs: [
            'De beoordelingen op de site worden geschreven door klanten na hun verblijf, op uitnodiging via het e-mailadres van de boeking: alleen wie er echt heeft verbleven, kan een beoordeling geven. Geen enkele beoordeling wordt betaald.',
            'We publiceren positieve én negatieve beoordelingen, in hun oorspronkelijke taal. We weigeren beoordelingen die beledigend of discriminerend zijn, niet over het verblijf gaan of persoonsgegevens bevatten. Een hotel kan openbaar reageren op een beoordeling.',
          ],
        },
        {
          heading: 'Intellectuele eigendom',
          paragraphs: [
            'Het merk Escapade, het logo, de vormgeving van de site, de teksten en de illustraties zijn beschermd. De foto’s van de hotels zijn eigendom van onze partners, die ons toestaan ze te gebruiken.',
            'Niets mag zonder onze schriftelijke toestemming worden overgenomen, ook niet gedeeltelijk. Je mag wel de link naar een pagina van de site delen, zolang je niet de indruk wekt dat er een samenwerking bestaat die er niet is.',
          ],
        },
        {
          heading: 'Aansprakelijkheid en externe links',
          paragraphs: [
            'De beschrijvingen van de aanbiedingen stellen we samen met onze partners op en controleren we zorgvuldig. Een kennelijke vergissing, zoals een prijs die niets met de waarde van het verblijf te maken heeft, bindt ons niet; we laten het je dan weten en betalen je desgewenst terug.',
            'De site bevat links naar andere sites (veelgestelde vragen, cadeauwinkel, sociale netwerken, sites van onze partners). We zijn niet verantwoordelijk voor hun inhoud of werkwijze.',
          ],
        },
        {
          heading: 'Toepasselijk recht en contact',
          paragraphs: [
            'Op deze voorwaarden is het Franse recht van toepassing. We kunnen ze op elk moment wijzigen; de versie die online staat tijdens je bezoek is van toepassing.',
            'Heb je een vraag over het gebruik van de site? Schrijf ons via de contactpagina.',
          ],
        },
      ],
    }),
  },
};
