import type { ContentPage } from "../content-page.ts";

export default {
  slug: "corporate",
  title: "Corporate health checkups",
  description:
    "Health checkups for companies in {cities}: on-site camps, employee packages and an HR summary that keeps individual results private.",
  intro:
    "Healthy teams work better. {labName} helps companies in {cities} offer health checkups to their employees, at the workplace or at home.",
  sections: [
    {
      heading: "On-site health camps",
      paragraphs: [
        "Our trained collectors can set up a sample collection camp at your office, factory or site on a day you choose. Employees give their samples in a few minutes, close to their desk, without taking time off.",
        "We bring sealed single-use kits, label every sample with a barcode, and take the samples to our lab safely. If employees need to fast, we tell them beforehand and plan the camp for the morning.",
      ],
    },
    {
      heading: "Employee health packages",
      paragraphs: [
        "We can suggest packages that suit your workforce, for example a basic package for younger staff and a fuller one for employees over 40 or with risk factors such as diabetes or high blood pressure. Employees who cannot attend the camp can book a home collection instead.",
      ],
    },
    {
      heading: "Reports, and privacy for employees",
      bullets: [
        "Each employee gets their own report: a link on WhatsApp to the mobile number they gave, which they can also open at My Reports with their booking reference.",
        "Employees can use our free doctor consultation to have their report explained.",
        "HR receives a summary for the group, such as how many people took part and common health areas to work on, grouped so that no one can be identified.",
        "We do not share any employee's individual results with the company without that employee's consent.",
      ],
    },
    {
      heading: "Ask for a quote",
      paragraphs: [
        "Tell us the number of employees, the location and the kind of checkup you have in mind. Write to {email} or call {phone}, and we will send you a clear quote with no hidden charges.",
      ],
    },
  ],
} satisfies ContentPage;
